import { LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { BoardView, PostPageAnswer } from '@nanum/shared/boardViews';
import type { ServerReads } from '@nanum/shared/serverReads';
import { writePath } from './boardPaths';

/**
 * The write page as read for its viewer: the form (the board, and the post when editing), or why
 * not, or `moved`: the edit page of the post under its own board (a post opened under another
 * board's address, as the post's page moves it); `href` and `editId` (?id=) are what the browser
 * reads again when the viewer changes.
 */
export type WriteRead = { href: string; editId: string | null } & ({ board: BoardView; editing: PostPageAnswer | null } | { status: number; message: string } | { moved: string });

/**
 * Who may open /community/{board}/write: those the board lets write, or, with ?id=, the post's
 * author and moderators, under the post's own board. One decision for the server's render (getServerSideProps, with its reads)
 * and the browser's read after a login or logout on the page (WritePage.tsx, with the API's).
 * Null: no such board.
 */
export async function readWritePage(reads: Pick<ServerReads, 'board' | 'post' | 'signedIn'>, href: string, editId: string | null): Promise<WriteRead | null> {
  const at = { href, editId };
  const board = await reads.board(href);
  if (board.status === 404 || board.status === 400) return null;
  if (board.status !== 200 || !board.data) return { ...at, status: board.status, message: board.message ?? '' };
  if (editId) {
    const post = await reads.post(editId);
    if (post.status !== 200 || !post.data) return { ...at, status: post.status, message: post.message ?? BOARD_MESSAGES.postNotFound };
    // Another board's post is edited under its own board's heading and settings only.
    if (post.data.board.href !== href) return { ...at, moved: writePath(post.data.board.href, post.data.post.id) };
    if (!post.data.post.canManage) return { ...at, status: 403, message: BOARD_MESSAGES.notAuthor };
    return { ...at, board: board.data, editing: post.data };
  }
  if (!board.data.can.write) return (await reads.signedIn()) ? { ...at, status: 403, message: BOARD_MESSAGES.noWritePermission } : { ...at, status: 401, message: LOGIN_REQUIRED_MESSAGE };
  return { ...at, board: board.data, editing: null };
}
