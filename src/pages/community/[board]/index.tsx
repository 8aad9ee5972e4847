import type { GetServerSideProps } from 'next';
import BoardListPage from '@/features/board/BoardListPage';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/** /community/{board}: notice, annual-fundraising, donation-utilization, champ, knowhow (SPEC section 2). */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = (context) => loadBoardList(context, String(context.params?.board ?? ''));

export default BoardListPage;
