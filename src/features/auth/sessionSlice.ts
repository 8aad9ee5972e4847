import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the current user has been asked for at start. Until then `state.user === null` does not
 * yet mean "visitor": the header waits before offering 로그인, and a page that needs a login
 * should wait for `loaded` before sending a visitor away.
 */
export interface SessionState {
  loaded: boolean;
}

const initialState: SessionState = { loaded: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The start-up load of the current user has answered (a user, a visitor, or a failure). */
    sessionLoaded(state) {
      state.loaded = true;
    },
  },
});

export const { sessionLoaded } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
