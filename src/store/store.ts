import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionReducer } from '@/features/auth/sessionSlice';
import { profileReducer } from '@/features/profile/profileSlice';
import { toastReducer } from '@/features/toast/toastSlice';
import { boardReducer } from './boardSlice';
import { listReducer } from './listSlice';
import { modalReducer } from './modalSlice';
import { userReducer } from './userSlice';

/**
 * The client stores of SPEC section 3, plus the session start and the toast messages of section 2.
 * `makeStore()` builds a fresh store: on the server one per request (never a module-level
 * singleton, so users never share state), in the browser one per app instance
 * (`useState(() => makeStore())` in _app).
 */
export const rootReducer = combineReducers({
  user: userReducer,
  board: boardReducer,
  list: listReducer,
  modal: modalReducer,
  /** Whether the current user has been loaded at start (src/features/auth). */
  session: sessionReducer,
  /** Toast messages (src/features/toast). */
  toast: toastReducer,
  /** Whose profile the author dialog shows (src/features/profile). */
  profile: profileReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** `preloadedState` lets a page's server-side props seed the store (e.g. the current user). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
