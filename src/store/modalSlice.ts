import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    /** Shows (isOpen true) or hides (false) the dialog matching the mode. */
    openModal(state, action: PayloadAction<OpenModalPayload>) {
      const { mode, isOpen } = action.payload;
      if (mode === 'LOGIN') state.loginModal = isOpen;
      else state.authorModal = isOpen;
    },
    /** Replaces both handles. */
    initModal: (_state, action: PayloadAction<ModalState>) => ({ loginModal: action.payload.loginModal, authorModal: action.payload.authorModal }),
  },
});

export const { openModal, initModal } = modalSlice.actions;
export const modalReducer = modalSlice.reducer;
