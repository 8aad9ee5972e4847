import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** Gives the app's store to the hooks of hooks.ts below it (react-redux's Provider). */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
