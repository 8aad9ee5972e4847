import { applyMiddleware, combineReducers, compose, legacy_createStore, type StoreEnhancer, type UnknownAction } from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
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

interface DevToolsWindow {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
}

/** The Redux DevTools extension in development only; production builds drop this branch. */
function devCompose(): typeof compose {
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return compose;
  return (window as DevToolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ?? compose;
}

/**
 * `preloadedState` lets a page's server-side props seed the store (e.g. the current user).
 * Redux's own store with the thunk middleware: what Redux Toolkit's configureStore sets up in a
 * production build, without its middleware list class, auto-batching enhancer and option checks,
 * which cost about 1 kB gzip in every page's JavaScript (docs/BUNDLES.md). Our reducers are plain
 * functions returning new objects; the actions are Redux Toolkit's createAction.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const enhancer: StoreEnhancer<{ dispatch: ThunkDispatch<RootState, undefined, UnknownAction> }> = devCompose()(applyMiddleware(thunk));
  return legacy_createStore(rootReducer, preloadedState, enhancer);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
