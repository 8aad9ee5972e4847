import type { GetServerSideProps } from 'next';
import BoardListPage from '@/features/board/BoardListPage';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/** /gallery (SPEC section 2, news). */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = (context) => loadBoardList(context, 'gallery');

export default BoardListPage;
