import type { GetServerSideProps } from 'next';
import { boardListPage } from '@/features/board/BoardListPage';
import GalleryLayout from '@/features/board/GalleryLayout';
import { loadBoardList, type BoardListPageProps } from '@/features/board/loadBoardList';

/** /gallery (SPEC section 2, news). */
export const getServerSideProps: GetServerSideProps<BoardListPageProps> = (context) => loadBoardList(context, 'gallery');

export default boardListPage(GalleryLayout);
