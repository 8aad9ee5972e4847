import { addReducer, type SliceReducer } from './rootReducer';

/**
 * A slice that is not in every page's JavaScript: it joins the store under `key` when its module
 * loads (./rootReducer.ts). Answers its selector, which reads the slice's initial state until the
 * slice has seen its first action. (A module of its own, so the wrapper's chunk does not carry it.)
 */
export function lazySlice<K extends string, S>(key: K, reducer: SliceReducer<S>, initialState: S): (state: Partial<Record<K, S>>) => S {
  addReducer(key, reducer);
  return (state) => state[key] ?? initialState;
}
