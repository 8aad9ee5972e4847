import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Whether the current user has been asked for at start. Until then `state.user === null` does not
 * yet mean "visitor": the header waits before offering 로그인, and a page that needs a login
 * should wait for `loaded` before sending a visitor away.
 */
export interface SessionState {
  loaded: boolean;
}

const initialState: SessionState = { loaded: false };

/** The start-up load of the current user has answered (a user, a visitor, or a failure). */
export const sessionLoaded = createAction('session/sessionLoaded');

/** A plain reducer, without createSlice and its immer: the store is in every page's JavaScript (docs/BUNDLES.md). */
export function sessionReducer(state: SessionState = initialState, action: UnknownAction): SessionState {
  if (sessionLoaded.match(action)) return state.loaded ? state : { loaded: true };
  return state;
}
