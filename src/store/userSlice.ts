import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@nanum/shared/entities';

/**
 * User information (SPEC section 3, client stores): the logged-in user, or null when anonymous.
 * The state is the user itself, so `state.user` reads as the current user.
 */
export type UserState = User | null;

/** Stores the user answered by the server (start-up load, login, profile update). */
export const setUser = createAction<User>('user/setUser');
/** Forgets the user (logout). */
export const clearUser = createAction('user/clearUser');

/** A plain reducer (no createSlice: see docs/BUNDLES.md, the store is in every page's JavaScript). */
export function userReducer(state: UserState = null, action: UnknownAction): UserState {
  if (setUser.match(action)) return action.payload;
  if (clearUser.match(action)) return null;
  return state;
}
