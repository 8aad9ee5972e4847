import { cleanup, configure, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';
import type { User } from '@nanum/shared/entities';
import ToastViewport from '@/features/toast/ToastViewport';
import { useEarlyInputReplay } from '@/lib/earlyInput';
import { makeStore, type RootState } from '@/store/store';
import { StoreProvider } from '@/store/StoreProvider';
import { setUser } from '@/store/userSlice';

// Vitest runs without globals here, so Testing Library cannot unmount on its own between tests.
afterEach(cleanup);
// findBy… waits up to 5 s, not 1 s: the CI machine's two cores run other tests beside these, and a
// first dynamic import (a dialog's code) can take longer than a second there.
configure({ asyncUtilTimeout: 5_000 });

export interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The signed-in member, as the session gives it (none: a visitor). */
  user?: User;
  preloadedState?: Partial<RootState>;
  /** Next's page router, for components that navigate (fakeRouter.ts); none: rendered outside one. */
  router?: NextRouter;
}

/**
 * Renders a component as the app does: inside the real Redux store (src/store) with the toast stack
 * mounted, so the Korean messages a toast shows can be found by role. Gives the store and a
 * user-event session for clicking and typing.
 */
export function renderWithStore(ui: ReactElement, { user, preloadedState, router, ...options }: RenderWithStoreOptions = {}) {
  const { store, page } = storePage(ui, { user, preloadedState, router });
  const view = render(page, options);
  return { ...view, store, events: userEvent.setup() };
}

/**
 * As a page arrives: the server's HTML first, in which `beforeHydration` may act as a visitor does
 * before the JavaScript runs (type in a field), then React hydrating that HTML.
 */
export function hydrateWithStore(ui: ReactElement, beforeHydration: (container: HTMLElement) => void, { user, preloadedState, router }: Omit<RenderWithStoreOptions, keyof RenderOptions> = {}) {
  const { store, page } = storePage(ui, { user, preloadedState, router });
  const container = document.body.appendChild(document.createElement('div'));
  container.append(...new DOMParser().parseFromString(renderToString(page), 'text/html').body.childNodes);
  beforeHydration(container);
  // As the app does once hydrated (AppEffects).
  const view = render(<EarlyInputReplay>{page}</EarlyInputReplay>, { container, hydrate: true });
  return { ...view, store, events: userEvent.setup() };
}

function EarlyInputReplay({ children }: { children: ReactElement }) {
  useEarlyInputReplay();
  return children;
}

function storePage(ui: ReactElement, { user, preloadedState, router }: Pick<RenderWithStoreOptions, 'user' | 'preloadedState' | 'router'>) {
  const store = makeStore(preloadedState);
  if (user) store.dispatch(setUser(user));
  const page = (
    <StoreProvider store={store}>
      {ui}
      <ToastViewport />
    </StoreProvider>
  );
  return { store, page: router ? <RouterContext.Provider value={router}>{page}</RouterContext.Provider> : page };
}
