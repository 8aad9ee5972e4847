import type { GetServerSideProps } from 'next';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { BoardView, PostPageAnswer } from '@nanum/shared/boardViews';
import { LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import BoardNotice from '@/features/board/BoardNotice';
import WriteView from '@/features/board/WriteView';
import { serverReadsOf } from '@/lib/serverReads';

type Props = { board: BoardView; editing: PostPageAnswer | null } | { status: number; message: string };

/** /community/{board}/write (and ?id= to edit): only for those the board lets write, or the post's author and moderators. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const href = String(context.params?.board ?? '');
  const reads = serverReadsOf(context.req);
  const board = await reads.board(href);
  if (board.status === 404 || board.status === 400) return { notFound: true };
  if (board.status !== 200 || !board.data) return { props: { status: board.status, message: board.message ?? '' } };
  const editId = typeof context.query.id === 'string' && /^\d{1,10}$/.test(context.query.id) ? context.query.id : null;
  if (editId) {
    const post = await reads.post(editId);
    if (post.status !== 200 || !post.data) return { props: { status: post.status, message: post.message ?? BOARD_MESSAGES.postNotFound } };
    if (!post.data.post.canManage) return { props: { status: 403, message: BOARD_MESSAGES.notAuthor } };
    return { props: { board: board.data, editing: post.data } };
  }
  if (!board.data.can.write) {
    const loggedIn = await reads.signedIn();
    return { props: loggedIn ? { status: 403, message: BOARD_MESSAGES.noWritePermission } : { status: 401, message: LOGIN_REQUIRED_MESSAGE } };
  }
  return { props: { board: board.data, editing: null } };
};

export default function WritePage(props: Props) {
  if ('board' in props) return <WriteView board={props.board} editing={props.editing} />;
  return <BoardNotice status={props.status} message={props.message} />;
}
