import type { GetServerSideProps } from 'next';
import type { ContentPageSlug } from '@nanum/shared/siteContent';
import type { ContentPageView } from '@nanum/shared/siteViews';
import type { SiteOriginProps } from '@/features/app/siteOrigin';
import { PUBLIC_PAGE_CACHE, serverReadsOf } from '@/lib/serverReads';

export interface ContentPageProps extends SiteOriginProps {
  page: ContentPageView;
}

/** getServerSideProps of a content page: its row from the API, 404 when absent, 500 otherwise. */
export function contentPageProps(slug: ContentPageSlug): GetServerSideProps<ContentPageProps> {
  return async ({ req, res }) => {
    const reads = serverReadsOf(req);
    const answer = await reads.contentPage(slug);
    if (answer.status === 404) return { notFound: true };
    if (answer.status !== 200 || !answer.data) throw new Error(`content page ${slug}: the read answered ${answer.status}`);
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
    return { props: { page: answer.data, siteOrigin: reads.origin } };
  };
}
