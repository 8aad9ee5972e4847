import { describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { openModal } from './modalSlice';
import { setImageList } from './listSlice';

describe('makeStore', () => {
  it('holds the four client stores, the session start, the toasts and the profile target with their defaults', () => {
    expect(makeStore().getState()).toEqual({
      user: null,
      board: { board: null, comment: null },
      list: { imageList: [], voteList: [], fileList: [], fileAccess: null },
      modal: { loginModal: false, authorModal: false },
      session: { loaded: false },
      toast: { items: [] },
      profile: { userId: null },
    });
  });

  it('makes a fresh store each call, so requests never share state', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
    a.dispatch(setImageList([{ src: '/images/a.png', name: 'a.png' }]));
    expect(a.getState().modal.loginModal).toBe(true);
    expect(b.getState().modal.loginModal).toBe(false);
    expect(b.getState().list.imageList).toEqual([]);
    expect(makeStore().getState().modal.loginModal).toBe(false);
  });

  it('accepts preloaded state for server-side props', () => {
    const store = makeStore({ modal: { loginModal: true, authorModal: false } });
    expect(store.getState().modal).toEqual({ loginModal: true, authorModal: false });
    expect(store.getState().user).toBeNull();
  });
});
