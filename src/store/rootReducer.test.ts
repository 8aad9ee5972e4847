import { describe, expect, it } from 'vitest';
import { createAction } from '@reduxjs/toolkit';
import { legacy_createStore } from 'redux';
import { addReducer, rootReducer } from './rootReducer';

const bump = createAction<string>('test/bump');
const counter = (name: string) => (state: number | undefined, action: { type: string; payload?: unknown }) => {
  const value = state ?? 0;
  return bump.match(action) && action.payload === name ? value + 1 : value;
};

interface TestState {
  early?: number;
  late?: number;
  kept?: string;
}

describe('rootReducer', () => {
  it('gives each slice its initial state, and a slice added after the store was made joins with the next action', () => {
    addReducer('early', counter('early'));
    const store = legacy_createStore(rootReducer<TestState>);
    expect(store.getState()).toEqual(expect.objectContaining({ early: 0 }));
    expect(store.getState().late).toBeUndefined();

    addReducer('late', counter('late'));
    store.dispatch(bump('late'));
    expect(store.getState()).toEqual(expect.objectContaining({ early: 0, late: 1 }));
    store.dispatch(bump('early'));
    expect(store.getState()).toEqual(expect.objectContaining({ early: 1, late: 1 }));
  });

  it('keeps the same state object when no slice changed, and keeps keys no slice reduces', () => {
    addReducer('early', counter('early'));
    const store = legacy_createStore(rootReducer<TestState>, { kept: 'from the server' });
    const before = store.getState();
    expect(before.kept).toBe('from the server');
    store.dispatch(bump('nobody'));
    expect(store.getState()).toBe(before);
    store.dispatch(bump('early'));
    expect(store.getState()).not.toBe(before);
    expect(store.getState()).toEqual(expect.objectContaining({ early: 1, kept: 'from the server' }));
  });
});
