import { applyMiddleware, compose, legacy_createStore, type StoreEnhancer, type UnknownAction } from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { sessionReducer, type SessionState } from '@/features/auth/sessionSlice';
import type { ProfileState } from '@/features/profile/profileSlice';
import type { ToastState } from '@/features/toast/toastSlice';
import type { BoardState } from './boardSlice';
import type { ListState } from './listSlice';
import { modalReducer, type ModalState } from './modalSlice';
import { addReducer, rootReducer } from './rootReducer';
import { userReducer, type UserState } from './userSlice';

/**
 * The client stores of SPEC section 3, plus the session start, the toast messages of section 2 and
 * whose profile the author dialog shows. `makeStore()` builds a fresh store: on the server one per
 * request (never a module-level singleton, so users never share state), in the browser one per app
 * instance (`useState(() => makeStore())` in _app).
 *
 * The slices every page reads are here; `board`, `list`, `toast` and `profile` add themselves to the reducer
 * when a page that uses them loads (./rootReducer.ts), and are absent until then.
 */
export interface RootState {
  user: UserState;
  modal: ModalState;
  /** Whether the current user has been loaded at start (src/features/auth). */
  session: SessionState;
  /** The post and comment being written (./boardSlice.ts). */
  board?: BoardState;
  /** The composer's lists (./listSlice.ts). */
  list?: ListState;
  /** Toast messages (src/features/toast). */
  toast?: ToastState;
  /** Whose profile the author dialog shows (src/features/profile). */
  profile?: ProfileState;
}

addReducer('user', userReducer);
addReducer('modal', modalReducer);
addReducer('session', sessionReducer);

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
  return legacy_createStore(rootReducer<RootState>, preloadedState as RootState | undefined, enhancer);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
