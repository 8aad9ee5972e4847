import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

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

export const boardSlice = createSlice({
  name: 'board',
  initialState,
  reducers: {
    /** Starts, updates or (with null) ends the post being written. */
    setBoardWrite(state, action: PayloadAction<BoardWrite | null>) {
      state.board = action.payload;
    },
    /** Starts, updates or (with null) ends the comment being written. */
    setCommentWrite(state, action: PayloadAction<CommentWrite | null>) {
      state.comment = action.payload;
    },
    /** Back to the defaults: both null. */
    resetWrite: () => initialState,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Redux Toolkit's declaration merging for lazy-loaded slices
  export interface LazyLoadedSlices extends WithSlice<typeof boardSlice> {}
}

// Injected when this module loads: only the pages that write posts or comments carry the slice.
const injectedBoardSlice = boardSlice.injectInto(rootReducer);

export const { setBoardWrite, setCommentWrite, resetWrite } = boardSlice.actions;
export const boardReducer = boardSlice.reducer;
/** The post and comment being written (the initial state until the slice has seen an action). */
export const selectBoardWrite = injectedBoardSlice.selectSlice;
