import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { openModal } from '@/store/modalSlice';
import { rootReducer } from '@/store/rootReducer';
import type { AppDispatch } from '@/store/store';

/**
 * Whose profile the author dialog (the profile modal, SPEC section 2: mode AUTHOR) shows. The
 * dialog itself opens and closes through the modal store's authorModal handle.
 */
export interface ProfileState {
  /** The user shown; null shows the logged-in user's own profile. */
  userId: number | null;
}

const initialState: ProfileState = { userId: null };

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    setProfileUser(state, action: PayloadAction<number | null>) {
      state.userId = action.payload;
    },
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Redux Toolkit's declaration merging for lazy-loaded slices
  export interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

// Injected when this module loads (with the pages and dialogs that open a profile).
const injectedProfileSlice = profileSlice.injectInto(rootReducer);

export const { setProfileUser } = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

/** Opens the profile modal on a user (an author's name, a member list), or on one's own (null). */
export const openProfile = (userId: number | null) => (dispatch: AppDispatch) => {
  dispatch(setProfileUser(userId));
  dispatch(openModal({ mode: 'AUTHOR', isOpen: true }));
};

/** Whose profile the dialog shows (the initial state until the slice has seen an action). */
export const selectProfile = injectedProfileSlice.selectSlice;
