import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@nanum/shared/entities';

/**
 * User information (SPEC section 3, client stores): the logged-in user, or null when anonymous.
 * The state is the user itself, so `state.user` reads as the current user.
 */
export type UserState = User | null;

export const userSlice = createSlice({
  name: 'user',
  initialState: null as UserState,
  reducers: {
    /** Stores the user answered by the server (start-up load, login, profile update). */
    setUser: (_state, action: PayloadAction<User>) => action.payload,
    /** Forgets the user (logout). */
    clearUser: () => null,
  },
});

export const { setUser, clearUser } = userSlice.actions;
export const userReducer = userSlice.reducer;
