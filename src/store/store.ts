import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from './rootReducer';

/**
 * The client stores of SPEC section 3, plus the session start, the toast messages of section 2 and
 * whose profile the author dialog shows. `makeStore()` builds a fresh store: on the server one per
 * request (never a module-level singleton, so users never share state), in the browser one per app
 * instance (`useState(() => makeStore())` in _app).
 *
 * `user`, `modal` and `session` are always there; `board`, `list`, `toast` and `profile` are
 * injected into the reducer when a page that uses them loads (./rootReducer.ts), and are optional
 * in the state's type until then.
 */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * Redux Toolkit's configureStore: the thunk middleware, and in development the immutability and
 * serializability checks and the Redux DevTools extension. `preloadedState` lets a page's
 * server-side props seed the store (e.g. the current user).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
