import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';

/**
 * Asks before the page is left while `shouldAsk()` holds: a link or the logo (Next's route change),
 * Back and Forward (the popstate Next would act on), and closing or reloading the tab (the
 * browser's own beforeunload question). A refused route change keeps the page and its URL.
 */
export function useLeaveGuard(shouldAsk: () => boolean, message: string): void {
  const router = useRouter();
  const ask = useRef(shouldAsk);
  useEffect(() => {
    ask.current = shouldAsk;
  });

  useEffect(() => {
    // Back/Forward already moved the URL: a refusal goes the other way again, and that return
    // (the next popstate) is not asked about.
    let returning = false;
    // Confirmed once on popstate: the route change that follows is not asked about again.
    let confirmed = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!ask.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onRouteChangeStart = (url: string) => {
      if (confirmed || url === router.asPath || !ask.current() || window.confirm(message)) return;
      router.events.emit('routeChangeError', new Error('leave cancelled'), url, { shallow: false });
      // Next stops a route change whose start handler throws.
      throw new Error(`Leaving for ${url} cancelled: the post is not saved.`);
    };
    router.beforePopState(() => {
      if (returning) {
        returning = false;
        return false;
      }
      if (!ask.current() || window.confirm(message)) {
        confirmed = true;
        return true;
      }
      returning = true;
      window.history.go(1);
      return false;
    });
    window.addEventListener('beforeunload', onBeforeUnload);
    router.events.on('routeChangeStart', onRouteChangeStart);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      router.events.off('routeChangeStart', onRouteChangeStart);
      router.beforePopState(() => true);
    };
  }, [router, message]);
}
