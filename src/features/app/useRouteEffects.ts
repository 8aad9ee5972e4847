import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { sendPageView } from './analytics';
import { cleanModalLeftovers } from './modalCleanup';

/** At start a page view; on every route completion a page view and the modal cleanup. */
export function useRouteEffects(): void {
  const router = useRouter();
  useEffect(() => {
    sendPageView(router.asPath);
    const complete = (url: string) => {
      sendPageView(url);
      cleanModalLeftovers();
    };
    router.events.on('routeChangeComplete', complete);
    return () => router.events.off('routeChangeComplete', complete);
    // Only once: the start page view; route changes are followed by the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.events]);
}
