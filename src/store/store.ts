import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { boardReducer } from './boardSlice';
import { listReducer } from './listSlice';
import { modalReducer } from './modalSlice';
import { userReducer } from './userSlice';

/**
 * The client stores of SPEC section 3. `makeStore()` builds a fresh store: on the server one per
 * request (never a module-level singleton, so users never share state), in the browser one per app
 * instance (`useState(() => makeStore())` in _app).
 */
export const rootReducer = combineReducers({
  user: userReducer,
  board: boardReducer,
  list: listReducer,
  modal: modalReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** `preloadedState` lets a page's server-side props seed the store (e.g. the current user). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
