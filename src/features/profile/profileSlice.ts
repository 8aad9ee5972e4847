import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { openModal } from '@/store/modalSlice';
import { addReducer } from '@/store/rootReducer';
import type { AppDispatch, RootState } from '@/store/store';

/**
 * Whose profile the author dialog (the profile modal, SPEC section 2: mode AUTHOR) shows. The
 * dialog itself opens and closes through the modal store's authorModal handle.
 */
export interface ProfileState {
  /** The user shown; null shows the logged-in user's own profile. */
  userId: number | null;
}

const initialState: ProfileState = { userId: null };

export const setProfileUser = createAction<number | null>('profile/setProfileUser');

/** A plain reducer, without createSlice and its immer (docs/BUNDLES.md). */
export function profileReducer(state: ProfileState = initialState, action: UnknownAction): ProfileState {
  if (setProfileUser.match(action)) return { userId: action.payload };
  return state;
}

/** Opens the profile modal on a user (an author's name, a member list), or on one's own (null). */
export const openProfile = (userId: number | null) => (dispatch: AppDispatch) => {
  dispatch(setProfileUser(userId));
  dispatch(openModal({ mode: 'AUTHOR', isOpen: true }));
};

// This slice is not in every page's JavaScript: it joins the store when a page that uses it loads.
addReducer('profile', profileReducer);

/** Whose profile the dialog shows (the initial state until the slice has seen its first action). */
export const selectProfile = (state: RootState): ProfileState => state.profile ?? initialState;
