import type { GetServerSideProps } from 'next';
import { boardListPage } from '@/features/board/BoardListPage';
import VideoLayout from '@/features/board/VideoLayout';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/** /video (SPEC section 2, news). */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = (context) => loadBoardList(context, 'video');

export default boardListPage(VideoLayout);
