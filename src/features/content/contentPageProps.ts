import type { GetServerSideProps } from 'next';
import type { ContentPageSlug } from '@nanum/shared/siteContent';
import { PUBLIC_PAGE_CACHE, serverGet } from '@/lib/serverApi';

export interface ContentPage {
  slug: string;
  title: string;
  lead: string;
  /** Rendered from Markdown and sanitized by the API. */
  html: string;
}

export interface ContentPageProps {
  page: ContentPage;
}

/** getServerSideProps of a content page: its row from the API, 404 when absent, 500 otherwise. */
export function contentPageProps(slug: ContentPageSlug): GetServerSideProps<ContentPageProps> {
  return async ({ res }) => {
    const answer = await serverGet<{ data: ContentPage }>(`/api/site/page/${slug}`);
    if (answer.status === 404) return { notFound: true };
    if (answer.status !== 200 || !answer.body) throw new Error(`content page ${slug}: API answered ${answer.status}`);
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
    return { props: { page: answer.body.data } };
  };
}
