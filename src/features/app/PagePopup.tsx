import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
import type { DisplayPopup } from '@nanum/shared/popupDisplay';

// Rendered on the server like any component (next/dynamic's default, `ssr: true`): a page whose
// HTML holds the pop-up names its chunk among the scripts it loads before hydrating, and a page
// without one (most loads: none published, or hidden for the week) never fetches its code.
const PopupAnnouncement = dynamic(() => import('./PopupAnnouncement'));

/**
 * Props of a server-rendered page that decided the pop-up (pagePopupProps): the pop-up to show,
 * null for none; absent when the page left it to the browser (PopupHost asks after hydration).
 */
export interface PagePopupProps {
  popup?: DisplayPopup | null;
}

const noSubscription = () => () => undefined;

/**
 * The pop-up announcement in a server-rendered page's HTML, so that it paints with the page. Only
 * for the page load: a page mounted by a move inside the site shows nothing (once per page load).
 * PopupHost sees the decision in the page's first props and does not ask the display call.
 *
 * Pages render it before their content: the dialog is fixed on top of the page, so its place in
 * the HTML changes nothing on screen, and it is the first thing a screen reader meets, as it is
 * the first to get the focus.
 *
 * Not React.lazy in a Suspense boundary: React's server renderer sent that boundary as a separate
 * piece placed by an inline script, which the Content Security Policy blocks, so the pop-up stayed
 * hidden until the browser rendered it again (docs/BUNDLES.md). next/dynamic in the pages router
 * uses no Suspense: the server loads every such module before rendering, and the browser loads
 * the ones the HTML used before it hydrates.
 */
export default function PagePopup({ popup }: PagePopupProps) {
  // True on the server and while hydrating its HTML; false for a page mounted afterwards.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [popupOfLoad] = useState(() => (hydrating ? popup : undefined));
  return popupOfLoad ? <PopupAnnouncement popup={popupOfLoad} /> : null;
}
