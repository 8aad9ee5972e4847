import type { GetServerSideProps } from 'next';
import { boardHrefSchema } from '@nanum/shared/boardSchemas';
import { postPath } from '@/features/board/boardPaths';
import PostPage, { type PostPageRouteProps } from '@/features/board/PostPage';
import { pagePopupProps } from '@/features/site/pagePopupProps';
import { pageCacheControl, serverReadsOf } from '@/lib/serverReads';

/** /community/{board}/{postId}: a post, read on the server as the viewer (Open Graph tags in the HTML). */
export const getServerSideProps: GetServerSideProps<PostPageRouteProps> = async (context) => {
  const postId = String(context.params?.postId ?? '');
  if (!/^\d{1,10}$/.test(postId)) return { notFound: true };
  const reads = serverReadsOf(context.req);
  const [answer, popup] = await Promise.all([reads.post(postId), pagePopupProps(context.req)]);
  if (answer.status === 404 || answer.status === 400) return { notFound: true };
  if (answer.status !== 200 || !answer.data) {
    // The notice leads back to the list of the board in the address (when it is a board's address at all).
    const board = boardHrefSchema.safeParse(context.params?.board);
    return { props: { read: { postId: Number(postId), status: answer.status, message: answer.message ?? '', ...(board.success ? { board: board.data } : {}) }, ...popup } };
  }
  const { board, post } = answer.data;
  // The board in the address must be the post's own: otherwise move to the right one.
  if (board.href !== context.params?.board) return { redirect: { destination: postPath(board.href, post.id), permanent: true } };
  // A visitor's page is everyone's (the server's page cache may keep it, and counts the visits it
  // serves); a member's, or that of a browser that hid the pop-up, is theirs.
  context.res.setHeader('Cache-Control', pageCacheControl(context.req));
  return { props: { read: { postId: post.id, answer: answer.data }, siteOrigin: reads.origin, ...popup } };
};

export default PostPage;
