import type ReactGAModule from 'react-ga4';

/** The GA4 measurement id, read at build time; empty means no analytics at all. */
export const GA_MEASUREMENT_ID: string = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '';

type ReactGA = typeof ReactGAModule;

/** react-ga4, loaded (and initialised) on the first page view, only when an id is set. */
let analytics: Promise<ReactGA> | null = null;

function loadAnalytics(): Promise<ReactGA> {
  analytics ??= import('react-ga4').then(({ default: ReactGA }) => {
    ReactGA.initialize(GA_MEASUREMENT_ID);
    return ReactGA;
  });
  return analytics;
}

/**
 * Sends a page view with the page path (SPEC section 1 and 2); does nothing without an id.
 * Page views asked for while react-ga4 loads are sent in order once it has.
 */
export function sendPageView(path: string): void {
  if (!GA_MEASUREMENT_ID) return;
  loadAnalytics().then(
    (ReactGA) => ReactGA.send({ hitType: 'pageview', page: path }),
    () => {
      analytics = null; // blocked or offline: no page view, and the next one tries again
    },
  );
}
