import type { GetServerSideProps } from 'next';
import { boardListPage } from '@/features/board/BoardListPage';
import PressLayout from '@/features/board/PressLayout';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/** /press (SPEC section 2, news). */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = (context) => loadBoardList(context, 'press');

export default boardListPage(PressLayout);
