import type { GetServerSideProps } from 'next';
import { boardListPage } from '@/features/board/BoardListPage';
import ListLayout from '@/features/board/ListLayout';
import { canonicalListPath } from '@/features/board/boardPaths';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/**
 * /community/{board}: notice, annual-fundraising, donation-utilization, champ, knowhow (SPEC
 * section 2). The news boards' lists have their own address (/gallery, /press, /video): their
 * /community address moves there permanently.
 */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = async (context) => {
  const href = String(context.params?.board ?? '');
  const canonical = canonicalListPath(href, context.resolvedUrl);
  if (canonical) return { redirect: { destination: canonical, permanent: true } };
  return loadBoardList(context, href);
};

export default boardListPage(ListLayout);
