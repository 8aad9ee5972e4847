import { useRouter } from 'next/router';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** The key of the history entry a dialog adds, beside Next's own state (so Next still knows the page). */
const ENTRY_KEY = '__nanumModal';
let lastEntry = 0;

type EntryState = Record<string, unknown> | null;
const entryOf = (state: unknown): unknown => (state as EntryState)?.[ENTRY_KEY];

/**
 * Back closes an open dialog instead of leaving the page (as on a phone's native screens): while
 * `open`, the page has a history entry of its own (a copy of Next's state, so a later Back through
 * it still restores the page), and the Back that leaves it closes the dialog. That popstate is not
 * passed on to Next's router, which would render the same page again. A dialog closed on the page
 * (its button, Escape, done) takes its entry back off, quietly; one closed by a move to another
 * page leaves it, as the move has put its own entry after it.
 *
 * Called by the dialog itself, and the entry is added before the open dialog is painted
 * (a layout effect): Back pressed as soon as the dialog shows finds the entry there. Added later
 * (an effect in a chunk that loads after the page), the entry went in while that Back was under
 * way, cancelled it, and the dialog stayed open.
 */
export function useBackClosesModal(open: boolean, close: () => void): void {
  const router = useRouter();
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useLayoutEffect(() => {
    if (!open) return undefined;
    const id = (lastEntry += 1);
    window.history.pushState({ ...(window.history.state as EntryState), [ENTRY_KEY]: id }, '');
    let closedByBack = false;
    let leaving = false;
    const onRouteStart = () => {
      leaving = true;
    };
    // Capture on window: it runs before Next's own popstate listener, which it then keeps out.
    const onPopState = (event: PopStateEvent) => {
      if (entryOf(event.state) === id) return;
      closedByBack = true;
      event.stopImmediatePropagation();
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState, true);
    router.events.on('routeChangeStart', onRouteStart);
    return () => {
      window.removeEventListener('popstate', onPopState, true);
      router.events.off('routeChangeStart', onRouteStart);
      if (closedByBack || leaving || entryOf(window.history.state) !== id) return;
      const quiet = (event: PopStateEvent) => {
        event.stopImmediatePropagation();
        window.removeEventListener('popstate', quiet, true);
      };
      window.addEventListener('popstate', quiet, true);
      window.history.back();
    };
  }, [open, router.events]);
}
