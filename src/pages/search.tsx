import type { GetServerSideProps } from 'next';
import SearchView, { type SearchPageProps } from '@/features/search/SearchView';
import { pageCacheControl, serverReadsOf } from '@/lib/serverReads';

/**
 * /search?q=&kind=&board=&period=&page=: 통합검색, read in process as the page's viewer (what a
 * member may read differs from a visitor's). Without a query, the empty search form; a refused
 * query shows the read's Korean message.
 */
export const getServerSideProps: GetServerSideProps<SearchPageProps> = async ({ query, req, res }) => {
  res.setHeader('Cache-Control', pageCacheControl(req));
  const reads = serverReadsOf(req);
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  if (!q) return { props: { q: '', answer: null, error: null, siteOrigin: reads.origin } };
  const answer = await reads.search(query);
  if (answer.status === 200 && answer.data) return { props: { q, answer: answer.data, error: null, siteOrigin: reads.origin } };
  if (answer.status >= 500) throw new Error(`search: the read answered ${answer.status}`);
  res.statusCode = answer.status;
  return { props: { q, answer: null, error: answer.message ?? null, siteOrigin: reads.origin } };
};

export default SearchView;
