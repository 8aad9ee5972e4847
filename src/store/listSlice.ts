import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PermissionCode, SurveyMode } from '@nanum/shared/codes';
import { rootReducer } from '@/store/rootReducer';

/**
 * The shared list state (SPEC section 3, client stores): four lists used while composing a post —
 * attached images, survey (vote) questions, attached files and the files' download permission.
 * The spec does not show the item fields; these are the ones an editor needs.
 */

/** An image attached to a post. `id` is set once the server has stored it. */
export interface ImageItem {
  id?: number;
  src: string;
  name: string;
}

/** Survey question mode (SPEC section 3, survey question options): 'choice', 'essay' or 'score'. */
export type VoteMode = SurveyMode;

/** A survey question attached to a post. */
export interface VoteItem {
  title: string;
  mode: VoteMode;
  /** Answer options for 'choice' (empty for 'essay' and 'score'). */
  options: string[];
  /** Answers are visible only to the author. */
  secret: boolean;
  /** More than one option may be picked. */
  multiple: boolean;
  /** An answer is required. */
  required: boolean;
  /** A given answer may be withdrawn. */
  cancelable: boolean;
}

/** A new survey question: a single choice between two empty options. */
export const newQuestion = (): VoteItem => ({ title: '', mode: 'choice', options: ['', ''], secret: false, multiple: false, required: false, cancelable: true });

/** A file attached to a post. `id` is set once the server has stored it. */
export interface FileItem {
  id?: number;
  name: string;
  /** Size in bytes. */
  size: number;
  url: string;
}

/**
 * Who may download the attached files: a permission code of SPEC section 3 (0 admin only,
 * 1 users only, 2 everyone; PERMISSION in @nanum/shared/codes). null when nothing is set.
 */
export type FileAccess = PermissionCode;

export interface ListState {
  imageList: ImageItem[];
  voteList: VoteItem[];
  fileList: FileItem[];
  fileAccess: FileAccess | null;
}

export interface FileListPayload {
  fileList: FileItem[];
  fileAccess: FileAccess | null;
}

const initialState: ListState = { imageList: [], voteList: [], fileList: [], fileAccess: null };

export const listSlice = createSlice({
  name: 'list',
  initialState,
  reducers: {
    /** Clears all four lists. */
    reset: () => initialState,
    setImageList(state, action: PayloadAction<ImageItem[]>) {
      state.imageList = action.payload;
    },
    setVoteList(state, action: PayloadAction<VoteItem[]>) {
      state.voteList = action.payload;
    },
    /** Sets the file list and its download permission together. */
    setFileList(state, action: PayloadAction<FileListPayload>) {
      state.fileList = action.payload.fileList;
      state.fileAccess = action.payload.fileAccess;
    },
    /** Sets all four lists at once (e.g. when an existing post is opened for editing). */
    setAllLists: (_state, action: PayloadAction<ListState>) => {
      const { imageList, voteList, fileList, fileAccess } = action.payload;
      return { imageList, voteList, fileList, fileAccess };
    },
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Redux Toolkit's declaration merging for lazy-loaded slices
  export interface LazyLoadedSlices extends WithSlice<typeof listSlice> {}
}

// Injected when this module loads: only the composer's pages carry the slice.
const injectedListSlice = listSlice.injectInto(rootReducer);

export const { reset, setImageList, setVoteList, setFileList, setAllLists } = listSlice.actions;
export const listReducer = listSlice.reducer;
/** The composer's four lists (the initial state until the slice has seen an action). */
export const selectLists = injectedListSlice.selectSlice;
