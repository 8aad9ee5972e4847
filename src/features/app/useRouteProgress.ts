import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { PROGRESS_BAR } from '@nanum/shared/limits';

/** The progress bar (SPEC section 2): starts on route change start, ends on complete or error. */
export function useRouteProgress(): void {
  const { events } = useRouter();
  useEffect(() => {
    // NProgress's own template gives the bar role="bar", which is no ARIA role: the bar is decoration, hidden from screen readers.
    NProgress.configure({ ...PROGRESS_BAR, showSpinner: false, template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar' });
    const start = () => NProgress.start();
    const done = () => NProgress.done();
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
}
