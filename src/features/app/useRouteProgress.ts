import { useRouter } from 'next/router';
import type NProgressBar from 'nprogress';
import { useEffect } from 'react';
import { PROGRESS_BAR } from '@nanum/shared/limits';
import { whenIdle } from '@/lib/whenIdle';

/**
 * The progress bar (SPEC section 2): starts on route change start, ends on complete or error.
 * nprogress is loaded once the browser is idle after hydration (or by the first route change,
 * if that comes first) rather than with the page; the bar shows as soon as it has loaded.
 */
export function useRouteProgress(): void {
  const { events } = useRouter();
  useEffect(() => {
    let bar: typeof NProgressBar | null = null;
    let loading = false;
    let stopped = false;
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      import('nprogress').then(
        ({ default: NProgress }) => {
          if (stopped) return;
          // NProgress's own template gives the bar role="bar", which is no ARIA role: the bar is decoration, hidden from screen readers.
          NProgress.configure({ ...PROGRESS_BAR, showSpinner: false, template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar' });
          bar = NProgress;
          if (loading) NProgress.start();
        },
        () => undefined, // no bar is better than an error about a bar
      );
    };
    const cancelLoad = whenIdle(load);
    const start = () => {
      loading = true;
      load();
      bar?.start();
    };
    const done = () => {
      loading = false;
      bar?.done();
    };
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      stopped = true;
      cancelLoad();
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
}
