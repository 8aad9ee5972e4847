import { describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { openModal } from './modalSlice';

describe('makeStore', () => {
  it('holds the current user, the dialogs and the session start with their defaults; the slices of some pages only are not there yet', () => {
    expect(makeStore().getState()).toEqual({
      user: null,
      modal: { loginModal: false, authorModal: false },
      session: { loaded: false },
    });
  });

  it('takes in a slice of some pages when its module loads, even into a store made before', async () => {
    const early = makeStore();
    const { setImageList, selectLists } = await import('./listSlice');
    expect(selectLists(early.getState()).imageList).toEqual([]);
    early.dispatch(setImageList([{ src: '/images/a.png', name: 'a.png' }]));
    expect(early.getState().list).toEqual({ imageList: [{ src: '/images/a.png', name: 'a.png' }], voteList: [], fileList: [], fileAccess: null });
    expect(makeStore().getState().list).toEqual({ imageList: [], voteList: [], fileList: [], fileAccess: null });
  });

  it('makes a fresh store each call, so requests never share state', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
    expect(a.getState().modal.loginModal).toBe(true);
    expect(b.getState().modal.loginModal).toBe(false);
    expect(makeStore().getState().modal.loginModal).toBe(false);
  });

  it('accepts preloaded state for server-side props', () => {
    const store = makeStore({ modal: { loginModal: true, authorModal: false } });
    expect(store.getState().modal).toEqual({ loginModal: true, authorModal: false });
    expect(store.getState().user).toBeNull();
  });
});
