import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { BOARD_ACTIONS, canOnBoard, isOwn, manageRefusal, type BoardAction, type ContentAuthor } from '@nanum/shared/boardRules';
import { CERTIFY_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { isCertified } from '@nanum/shared/permissions';
import { AppError } from '../../http/AppError';
import type { Board } from './board.repo';

/** Who is acting: the logged-in user, or undefined for a visitor. */
export type Viewer = Express.User | undefined;

const REFUSED: Record<BoardAction, string> = {
  list: BOARD_MESSAGES.noListPermission,
  read: BOARD_MESSAGES.noReadPermission,
  write: BOARD_MESSAGES.noWritePermission,
  comment: BOARD_MESSAGES.noCommentPermission,
  download: BOARD_MESSAGES.noDownloadPermission,
};

/**
 * Throws unless the viewer may do the action on the board (the shared rule): 401 for a visitor
 * (logging in might help), 403 with the certification prompt for an unverified member of a
 * certified-only board, otherwise 403 naming the action.
 */
export function assertCan(viewer: Viewer, board: Board, action: BoardAction): void {
  if (canOnBoard(viewer, board, action)) return;
  if (!viewer) throw new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED');
  if (board.certifiedOnly && !isCertified(viewer) && canOnBoard({ ...viewer, certify: 1 }, board, action)) {
    throw new AppError(403, CERTIFY_REQUIRED_MESSAGE, 'CERTIFY_REQUIRED');
  }
  throw new AppError(403, REFUSED[action], 'FORBIDDEN');
}

/** What the viewer may do on the board, for the web to show or hide controls. */
export function abilitiesOn(viewer: Viewer, board: Board): Record<BoardAction, boolean> {
  return Object.fromEntries(BOARD_ACTIONS.map((action) => [action, canOnBoard(viewer, board, action)])) as Record<BoardAction, boolean>;
}

/** Ids of the boards whose action the viewer passes. */
export function boardIdsFor(viewer: Viewer, boards: readonly Board[], action: BoardAction): number[] {
  return boards.filter((board) => canOnBoard(viewer, board, action)).map((board) => board.id);
}

/** A post or comment as the edit and delete rules read it: its writer's id and power, read with it from the database. */
export interface Written {
  userId: number | null;
  authorPower: number;
}

/** The writer of a post or comment as boardRules reads them (null: the account is gone). */
export const writerOf = (written: Written): ContentAuthor | null => (written.userId === null ? null : { id: written.userId, power: written.authorPower });

/**
 * Throws 403 unless the viewer may edit or delete the post or comment (the shared rule, boardRules
 * manageRefusal): an operator on an operator's or admin's writing is told that only its author or
 * an admin may; anyone else who is neither its author nor a moderator, that only they may.
 */
export function assertManages(viewer: Viewer, written: Written): void {
  const refusal = manageRefusal(viewer, writerOf(written));
  if (refusal === 'superior') throw new AppError(403, BOARD_MESSAGES.staffWriting, 'STAFF_WRITING');
  if (refusal) throw new AppError(403, BOARD_MESSAGES.notAuthor, 'FORBIDDEN');
}

/** Whether an edit or delete is a moderator's on someone else's writing (or a gone account's): those are audited, the author's own are not. */
export const moderatesOthers = (viewer: Viewer, written: Written): boolean => !isOwn(viewer, written.userId);
