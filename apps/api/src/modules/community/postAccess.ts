import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { canReachComment, canReadHidden } from '@nanum/shared/boardRules';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { findBoardById, findBoardByHref, type Board } from './board.repo';
import { assertCan, type Viewer } from './boardAccess';
import { findPost, type PostRecord } from './post.repo';

export async function boardOr404(db: Db, href: string): Promise<Board> {
  const board = await findBoardByHref(db, href);
  if (!board) throw new AppError(404, BOARD_MESSAGES.boardNotFound, 'NOT_FOUND');
  return board;
}

/**
 * A post the viewer may read, with its board: not deleted, the board's read permission, hidden
 * (by reports) and secret only for its author and moderators. With `commentAuthorId` (the writer of
 * a comment reached through it), a secret post lets that writer through to their own comment
 * (boardRules canReachComment); what they are then shown of the post is the caller's care.
 */
export async function readablePost(db: Db, viewer: Viewer, postId: number, commentAuthorId: number | null = null): Promise<{ post: PostRecord; board: Board }> {
  const post = await findPost(db, postId);
  const board = post && !post.deletedAt ? await findBoardById(db, post.boardId) : undefined;
  return assertReadable(viewer, post, board, commentAuthorId);
}

/** The checks of readablePost on a post and board already read (deleted posts come without a board). */
export function assertReadable(viewer: Viewer, post: PostRecord | undefined, board: Board | undefined, commentAuthorId: number | null = null): { post: PostRecord; board: Board } {
  if (!post || !board) throw new AppError(404, BOARD_MESSAGES.postNotFound, 'NOT_FOUND');
  assertCan(viewer, board, 'read');
  if (post.hidden && !canReadHidden(viewer, post.userId)) throw new AppError(403, BOARD_MESSAGES.hiddenPost, 'HIDDEN');
  if (!canReachComment(viewer, post, commentAuthorId)) throw new AppError(403, BOARD_MESSAGES.secretPost, 'SECRET');
  return { post, board };
}
