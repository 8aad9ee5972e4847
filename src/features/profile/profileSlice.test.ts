import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { openProfile, selectProfile } from './profileSlice';

describe('openProfile', () => {
  it('opens the author dialog on a member, or on one’s own profile with null', () => {
    const store = makeStore();
    store.dispatch(openProfile(42));
    expect(selectProfile(store.getState()).userId).toBe(42);
    expect(store.getState().modal.authorModal).toBe(true);
    store.dispatch(openProfile(null));
    expect(selectProfile(store.getState()).userId).toBeNull();
    expect(store.getState().modal).toEqual({ loginModal: false, authorModal: true });
  });
});
