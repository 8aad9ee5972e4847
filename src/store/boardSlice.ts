import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { lazySlice } from '@/store/lazySlice';

/**
 * Board and comment write state (SPEC section 3, client stores): "board and comment write state
 * (both default null)". One store with two fields, read as `state.board.board` and
 * `state.board.comment`. null means nothing is being written.
 *
 * The spec does not show the fields of either draft; these are what the board editor and the
 * comment box need to resume or submit a post or comment.
 */

/** A post being written or edited on a community board. */
export interface BoardWrite {
  /** Set when editing an existing post. */
  id?: number;
  /** The board the post belongs to, e.g. "notice" in /community/notice. */
  boardHref: string;
  title: string;
  /** Post kind (category) id, or null when the board has none. */
  kindId: number | null;
  /** The post body (editor HTML). */
  description: string;
}

/** A comment (or reply) being written or edited under a post. */
export interface CommentWrite {
  /** Set when editing an existing comment. */
  id?: number;
  /** The post the comment belongs to. */
  boardId: number;
  /** The comment being replied to, or null for a top-level comment. */
  replyId: number | null;
  description: string;
}

export interface BoardState {
  board: BoardWrite | null;
  comment: CommentWrite | null;
}

const initialState: BoardState = { board: null, comment: null };

/** Starts, updates or (with null) ends the post being written. */
export const setBoardWrite = createAction<BoardWrite | null>('board/setBoardWrite');
/** Starts, updates or (with null) ends the comment being written. */
export const setCommentWrite = createAction<CommentWrite | null>('board/setCommentWrite');
/** Back to the defaults: both null. */
export const resetWrite = createAction('board/resetWrite');

/** A plain reducer, without createSlice and its immer (docs/BUNDLES.md). */
export function boardReducer(state: BoardState = initialState, action: UnknownAction): BoardState {
  if (setBoardWrite.match(action)) return { ...state, board: action.payload };
  if (setCommentWrite.match(action)) return { ...state, comment: action.payload };
  if (resetWrite.match(action)) return initialState;
  return state;
}

/** The post and comment being written (lazySlice: the slice joins the store when this module loads). */
export const selectBoardWrite = lazySlice('board', boardReducer, initialState);
