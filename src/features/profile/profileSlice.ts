import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { openModal } from '@/store/modalSlice';
import { lazySlice } from '@/store/lazySlice';
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

/** Whose profile the dialog shows (lazySlice: the slice joins the store when this module loads). */
export const selectProfile = lazySlice('profile', profileReducer, initialState);
