import { use, useMemo, useSyncExternalStore } from 'react';
import type { AppDispatch, AppStore, RootState } from './store';
import { StoreContext } from './StoreProvider';

/**
 * The store's React binding: the three hooks of react-redux that we use, on React's own
 * useSyncExternalStore. react-redux and its use-sync-external-store shim are about 1.1 kB gzip of
 * the JavaScript every page loads, for Provider, useSelector, useDispatch and useStore
 * (docs/BUNDLES.md); the store itself stays Redux Toolkit's actions on Redux.
 */

/** The store given to StoreProvider. */
export function useAppStore(): AppStore {
  const store = use(StoreContext);
  if (!store) throw new Error('useAppStore: no StoreProvider above this component');
  return store;
}

/** The store's dispatch (thunks included). */
export function useAppDispatch(): AppDispatch {
  return useAppStore().dispatch;
}

/**
 * A reader of `selector(getState())` that returns the same value while the state and the selector
 * are the same, as useSyncExternalStore requires of its snapshot (a selector may build a new
 * array or object each call, e.g. `state.user?.alarm ?? []`).
 */
export function memoizedSelection<T>(getState: () => RootState, selector: (state: RootState) => T): () => T {
  let last: { state: RootState; value: T } | null = null;
  return () => {
    const state = getState();
    if (last === null || last.state !== state) last = { state, value: selector(state) };
    return last.value;
  };
}

/**
 * Reads part of the state and renders again when that part changes (compared with ===), as
 * react-redux's useSelector does; the server and the hydrating browser read the same store state.
 */
export function useAppSelector<T>(selector: (state: RootState) => T): T {
  const store = useAppStore();
  const select = useMemo(() => memoizedSelection(store.getState, selector), [store, selector]);
  return useSyncExternalStore(store.subscribe, select, select);
}
