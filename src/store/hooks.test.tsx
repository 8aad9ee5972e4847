import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openProfile, selectProfile } from '@/features/profile/profileSlice';
import { memoizedSelection, useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { openModal } from './modalSlice';
import { makeStore, type AppDispatch, type AppStore } from './store';
import { StoreProvider } from './StoreProvider';

describe('memoizedSelection', () => {
  it('gives the same value while the state is the same, so a selector may build a new array', () => {
    const store = makeStore();
    let calls = 0;
    const read = memoizedSelection(store.getState, (state) => {
      calls += 1;
      return state.user?.alarm ?? [];
    });
    const first = read();
    expect(read()).toBe(first);
    expect(calls).toBe(1);
  });

  it('reads again once the state has changed', () => {
    const store = makeStore();
    const read = memoizedSelection(store.getState, (state) => state.modal.loginModal);
    expect(read()).toBe(false);
    store.dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
    expect(read()).toBe(true);
  });
});

describe('store hooks', () => {
  it('read the state of the store given to StoreProvider, as the server renders it', () => {
    function LoginState() {
      const open = useAppSelector((state) => state.modal.loginModal);
      return <p>{open ? 'open' : 'closed'}</p>;
    }
    const store = makeStore({ modal: { loginModal: true, authorModal: false } });
    expect(
      renderToStaticMarkup(
        <StoreProvider store={store}>
          <LoginState />
        </StoreProvider>,
      ),
    ).toBe('<p>open</p>');
  });

  it('give the store and its dispatch, thunks included', () => {
    const store = makeStore();
    let seen: { store: AppStore; dispatch: AppDispatch } | null = null;
    function Probe() {
      seen = { store: useAppStore(), dispatch: useAppDispatch() };
      return null;
    }
    renderToStaticMarkup(
      <StoreProvider store={store}>
        <Probe />
      </StoreProvider>,
    );
    expect(seen!.store).toBe(store);
    seen!.dispatch(openProfile(7));
    expect(selectProfile(store.getState()).userId).toBe(7);
    expect(store.getState().modal.authorModal).toBe(true);
  });

  it('tell plainly when there is no StoreProvider', () => {
    function Orphan() {
      useAppStore();
      return null;
    }
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow(/no StoreProvider/);
  });
});
