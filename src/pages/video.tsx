import type { GetServerSideProps } from 'next';
import BoardListPage from '@/features/board/BoardListPage';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/** /video (SPEC section 2, news). */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = (context) => loadBoardList(context, 'video');

export default BoardListPage;
