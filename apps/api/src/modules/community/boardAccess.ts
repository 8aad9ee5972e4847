import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { BOARD_ACTIONS, canOnBoard, type BoardAction } from '@nanum/shared/boardRules';
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
