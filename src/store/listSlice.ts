import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { PermissionCode, SurveyMode } from '@nanum/shared/codes';
import { lazySlice } from '@/store/lazySlice';

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

/** Clears all four lists. */
export const reset = createAction('list/reset');
export const setImageList = createAction<ImageItem[]>('list/setImageList');
export const setVoteList = createAction<VoteItem[]>('list/setVoteList');
/** Sets the file list and its download permission together. */
export const setFileList = createAction<FileListPayload>('list/setFileList');
/** Sets all four lists at once (e.g. when an existing post is opened for editing). */
export const setAllLists = createAction<ListState>('list/setAllLists');

/** A plain reducer, without createSlice and its immer (docs/BUNDLES.md). */
export function listReducer(state: ListState = initialState, action: UnknownAction): ListState {
  if (reset.match(action)) return initialState;
  if (setImageList.match(action)) return { ...state, imageList: action.payload };
  if (setVoteList.match(action)) return { ...state, voteList: action.payload };
  if (setFileList.match(action)) return { ...state, fileList: action.payload.fileList, fileAccess: action.payload.fileAccess };
  if (setAllLists.match(action)) {
    const { imageList, voteList, fileList, fileAccess } = action.payload;
    return { imageList, voteList, fileList, fileAccess };
  }
  return state;
}

/** The composer's four lists (lazySlice: the slice joins the store when this module loads). */
export const selectLists = lazySlice('list', listReducer, initialState);
