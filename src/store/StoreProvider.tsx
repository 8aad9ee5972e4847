import { createContext, type ReactNode } from 'react';
import type { AppStore } from './store';

/** The app's store, for the hooks of hooks.ts. */
export const StoreContext = createContext<AppStore | null>(null);

/** Makes the store available to useAppSelector, useAppDispatch and useAppStore below it. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}
