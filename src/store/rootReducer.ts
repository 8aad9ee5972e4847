import type { UnknownAction } from 'redux';

/** A slice's reducer: its state (undefined the first time) and an action in, its next state out. */
export type SliceReducer<S> = (state: S | undefined, action: UnknownAction) => S;

const reducers = new Map<string, SliceReducer<unknown>>();

/**
 * Adds a slice to the store's reducer under `key`. The slices the first paint needs are added by
 * store.ts; a slice only some pages use (the composer's lists, the post and comment drafts, the
 * toasts) adds itself when its module loads, so its code comes with those pages' chunks instead
 * of every page's JavaScript (docs/BUNDLES.md). Its state is there from the first action after
 * that; until then the slice's selector answers its initial state.
 */
export function addReducer<S>(key: string, reducer: SliceReducer<S>): void {
  reducers.set(key, reducer as SliceReducer<unknown>);
}

/**
 * Redux's combineReducers for slices that may be added later: each added slice reduces its own
 * key, keys without a slice are kept as they are, and the state object changes only when a slice
 * changed (so selectors and subscribers see the same object otherwise).
 */
export function rootReducer<S extends object>(state: S | undefined, action: UnknownAction): S {
  const before = (state ?? {}) as Record<string, unknown>;
  let next: Record<string, unknown> | null = state ? null : {};
  for (const [key, reducer] of reducers) {
    const value = reducer(before[key], action);
    if (next === null && value === before[key]) continue;
    next ??= { ...before };
    next[key] = value;
  }
  return (next ?? before) as S;
}
