import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * The modal state (SPEC section 2 and 3): handles of the login dialog and the author dialog.
 * A handle is whether its dialog is shown; the dialogs render from it.
 */
export type ModalMode = 'LOGIN' | 'AUTHOR';

export interface ModalState {
  loginModal: boolean;
  authorModal: boolean;
}

export interface OpenModalPayload {
  mode: ModalMode;
  /** true shows the matching dialog, false hides it. */
  isOpen: boolean;
}

const initialState: ModalState = { loginModal: false, authorModal: false };

/** Shows (isOpen true) or hides (false) the dialog matching the mode. */
export const openModal = createAction<OpenModalPayload>('modal/openModal');
/** Replaces both handles. */
export const initModal = createAction<ModalState>('modal/initModal');

/** A plain reducer, without createSlice and its immer: the store is in every page's JavaScript (docs/BUNDLES.md). */
export function modalReducer(state: ModalState = initialState, action: UnknownAction): ModalState {
  if (openModal.match(action)) {
    const { mode, isOpen } = action.payload;
    return mode === 'LOGIN' ? { ...state, loginModal: isOpen } : { ...state, authorModal: isOpen };
  }
  if (initModal.match(action)) return { loginModal: action.payload.loginModal, authorModal: action.payload.authorModal };
  return state;
}
