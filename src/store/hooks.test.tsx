import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openProfile, selectProfile } from '@/features/profile/profileSlice';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { selectLists } from './listSlice';
import { makeStore, type AppDispatch, type AppStore } from './store';
import { StoreProvider } from './StoreProvider';

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

  it('read an injected slice as its initial state before it has seen an action', () => {
    function ImageCount() {
      const images = useAppSelector((state) => selectLists(state).imageList);
      return <p>{images.length}</p>;
    }
    expect(
      renderToStaticMarkup(
        <StoreProvider store={makeStore()}>
          <ImageCount />
        </StoreProvider>,
      ),
    ).toBe('<p>0</p>');
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
});
