import ReactGA from 'react-ga4';

/** The GA4 measurement id, read at build time; empty means no analytics at all. */
export const GA_MEASUREMENT_ID: string = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '';

let initialised = false;

/** Sends a page view with the page path (SPEC section 1 and 2); does nothing without an id. */
export function sendPageView(path: string): void {
  if (!GA_MEASUREMENT_ID) return;
  if (!initialised) {
    ReactGA.initialize(GA_MEASUREMENT_ID);
    initialised = true;
  }
  ReactGA.send({ hitType: 'pageview', page: path });
}
