import type { NextRouter } from 'next/router';
import { afterEach, vi } from 'vitest';
import { fakeRouter } from '@/test/fakeRouter';

/**
 * For the tests of dialogs that Back closes (useBackClosesModal.ts): the session history and Next's
 * page router as a browser runs them, where happy-dom's differ. A browser runs history.back() as a
 * task of its own, later, from the entry that is current by then; happy-dom moves at once. A link's
 * move (next/link's router.push) puts the new page's entry in a moment after the click, once Next
 * has the route. So a Back sent on the click could land after that entry and undo the move, as
 * it did in the browser; with happy-dom's history it never could.
 */

interface Entry {
  url: string;
  state: unknown;
}

let undo: (() => void)[] = [];
afterEach(() => {
  for (const step of undo.reverse()) step();
  undo = [];
});

/** The session history as a browser keeps it, starting with one entry (Next's, for `url`). */
export function browserHistory(url: string) {
  const origin = 'http://nanum.test';
  const entries: Entry[] = [{ url, state: { __N: true, as: url } }];
  let index = 0;
  const path = (to: string | URL | null | undefined) => (to ? new URL(String(to), `${origin}${entries[index]!.url}`).pathname : entries[index]!.url);
  const history = {
    scrollRestoration: 'auto',
    get length() {
      return entries.length;
    },
    get state() {
      return entries[index]!.state;
    },
    pushState(state: unknown, _unused: string, to?: string | URL | null) {
      const entry = { url: path(to), state: structuredClone(state) };
      entries.splice(index + 1, entries.length, entry);
      index += 1;
    },
    replaceState(state: unknown, _unused: string, to?: string | URL | null) {
      entries[index] = { url: path(to), state: structuredClone(state) };
    },
    go(delta = 0) {
      // A task of its own, from the entry current when it runs.
      setTimeout(() => {
        const target = entries[index + delta];
        if (!target || delta === 0) return;
        index += delta;
        window.dispatchEvent(new PopStateEvent('popstate', { state: target.state }));
      }, 0);
    },
    back() {
      this.go(-1);
    },
    forward() {
      this.go(1);
    },
  };
  const spy = vi.spyOn(window, 'history', 'get').mockReturnValue(history as unknown as History);
  undo.push(() => spy.mockRestore());
  return {
    /** The URLs of the entries, oldest first. */
    urls: () => entries.map((entry) => entry.url),
    /** The current entry's URL. */
    current: () => entries[index]!.url,
  };
}

/**
 * Next's page router on that history: push and replace emit routeChangeStart and put the entry in
 * a moment later (as Next does once it has the route), and Next's own popstate listener (on window,
 * not capturing) shows the page an entry holds. `shown` lists the pages shown, in order.
 */
export function browserRouter(asPath: string) {
  type Handler = (...args: unknown[]) => void;
  const handlers = new Map<string, Set<Handler>>();
  const events = {
    on: (type: string, handler: Handler) => void (handlers.get(type) ?? handlers.set(type, new Set()).get(type)!).add(handler),
    off: (type: string, handler: Handler) => void handlers.get(type)?.delete(handler),
    emit: (type: string, ...args: unknown[]) => handlers.get(type)?.forEach((handler) => handler(...args)),
  };
  const shown = [asPath];
  const move = (method: 'pushState' | 'replaceState') => async (url: string | { pathname?: string }) => {
    const to = typeof url === 'string' ? url : (url.pathname ?? '/');
    await Promise.resolve();
    events.emit('routeChangeStart', to, { shallow: false });
    await Promise.resolve();
    window.history[method]({ __N: true, as: to }, '', to);
    shown.push(to);
    events.emit('routeChangeComplete', to, { shallow: false });
    return true;
  };
  const onPopState = (event: PopStateEvent) => {
    const as = (event.state as { as?: string } | null)?.as;
    if (as) shown.push(as);
  };
  window.addEventListener('popstate', onPopState);
  undo.push(() => window.removeEventListener('popstate', onPopState));
  const router = {
    ...fakeRouter(asPath),
    events,
    push: vi.fn(move('pushState')),
    replace: vi.fn(move('replaceState')),
  } as unknown as NextRouter & { push: ReturnType<typeof vi.fn> };
  return { router, shown };
}
