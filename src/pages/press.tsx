import type { GetServerSideProps } from 'next';
import BoardListPage from '@/features/board/BoardListPage';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/** /press (SPEC section 2, news). */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = (context) => loadBoardList(context, 'press');

export default BoardListPage;
