import { useRouter } from 'next/router';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** The key of the history entry a dialog adds, beside Next's own state (so Next still knows the page). */
const ENTRY_KEY = '__nanumModal';
let lastEntry = 0;

type EntryState = Record<string, unknown> | null;
const entryOf = (state: unknown): unknown => (state as EntryState)?.[ENTRY_KEY];

/** Keeps the next popstate (that of a Back the dialog sends itself) from Next's router. */
function swallowNextPopState(): void {
  const quiet = (event: PopStateEvent) => {
    event.stopImmediatePropagation();
    window.removeEventListener('popstate', quiet, true);
  };
  window.addEventListener('popstate', quiet, true);
}

/**
 * The link a plain click follows in this tab (next/link or a plain one), or null: not a click
 * that opens a new tab or window, a download, a jump within the page, or a mailto: or tel: link.
 */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return null;
  const withoutHash = (url: string) => url.split('#', 1)[0];
  if (to.hash && withoutHash(to.href) === withoutHash(window.location.href)) return null;
  return link;
}

/**
 * Back closes an open dialog instead of leaving the page (as on a phone's native screens): while
 * `open`, the page has a history entry of its own (a copy of Next's state, so a later Back through
 * it still restores the page), and the Back that leaves it closes the dialog. That popstate is not
 * passed on to Next's router, which would render the same page again. A dialog closed on the page
 * (its button, Escape, done) takes its entry back off, quietly; one closed by a move to another
 * page leaves it, as the move has put its own entry after it.
 *
 * A link followed from the open dialog (next/link or a plain one, in the same tab) is held until
 * the dialog's entry is off: the dialog goes Back first, quietly, closes, and clicks the link again
 * once that Back has landed, so the new page's entry takes the dialog's place and Back from it
 * returns to the page the dialog was opened on. Left to itself, the link's move (next/link's
 * router.push, which starts after the click, once Next has its route) raced the Back that the
 * closing dialog sent: when the browser ran that Back after the new page's entry had gone in, it
 * undid the move (the profile's 활동 역량 보기 and 관리자 페이지 went to their page and straight
 * back). Every link in a dialog that calls this hook works so; it need not close the dialog itself.
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
    // The entry is off: a Back (the visitor's, or the dialog's own before following a link) left it.
    let entryGone = false;
    let leaving = false;
    // A link clicked in the dialog, held until the Back that takes the dialog's entry off lands.
    let following: HTMLAnchorElement | null = null;
    const onRouteStart = () => {
      leaving = true;
    };
    // Capture on window: it runs before Next's own popstate listener, which it then keeps out.
    const onPopState = (event: PopStateEvent) => {
      if (entryOf(event.state) === id) return;
      entryGone = true;
      event.stopImmediatePropagation();
      const link = following;
      following = null;
      closeRef.current();
      if (!link) return;
      // Clicked again (now that the entry is off, it passes), so that the link does what it does.
      if (link.isConnected) link.click();
      else window.location.assign(link.href);
    };
    // Capture on window: it runs before React's handlers (next/link's and the link's own onClick).
    const onClick = (event: MouseEvent) => {
      if (following) {
        // The dialog is on its way to the link clicked first.
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (entryOf(window.history.state) !== id) return;
      const link = followedLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      following = link;
      window.history.back();
    };
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('click', onClick, true);
    router.events.on('routeChangeStart', onRouteStart);
    return () => {
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('click', onClick, true);
      router.events.off('routeChangeStart', onRouteStart);
      // Closed another way while its own Back was under way: that Back still lands; the link waits no more.
      if (following) return swallowNextPopState();
      if (entryGone || leaving || entryOf(window.history.state) !== id) return;
      swallowNextPopState();
      window.history.back();
    };
  }, [open, router.events]);
}
