import type { GetServerSideProps } from 'next';
import type { ContentPageSlug } from '@nanum/shared/siteContent';
import type { ContentPageView } from '@nanum/shared/siteViews';
import { PUBLIC_PAGE_CACHE, serverGet } from '@/lib/serverApi';

export interface ContentPageProps {
  page: ContentPageView;
}

/** getServerSideProps of a content page: its row from the API, 404 when absent, 500 otherwise. */
export function contentPageProps(slug: ContentPageSlug): GetServerSideProps<ContentPageProps> {
  return async ({ res }) => {
    const answer = await serverGet<{ data: ContentPageView }>(`/api/site/page/${slug}`);
    if (answer.status === 404) return { notFound: true };
    if (answer.status !== 200 || !answer.body) throw new Error(`content page ${slug}: API answered ${answer.status}`);
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
    return { props: { page: answer.body.data } };
  };
}
