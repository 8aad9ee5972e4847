import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { DisplayPopup } from '@nanum/shared/popupDisplay';

// The modal's code (about 1.3 kB gzip) loads only with a pop-up to show. React.lazy, not
// clientOnly: the server waits for it, so the pop-up is in the HTML and paints with the page, and
// the browser hydrates it when its chunk arrives (docs/BUNDLES.md).
const PopupAnnouncement = lazy(() => import('./PopupAnnouncement'));

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
 * Render it before the page's content: React sends a Suspense boundary that comes late in a long
 * page as a separate piece placed by an inline script, which the Content Security Policy blocks
 * (docs/BUNDLES.md); the dialog is fixed on top of the page, so where it sits in the HTML does not
 * change what anyone sees, and it is the first thing a screen reader meets, as it is the first to
 * get the focus.
 */
export default function PagePopup({ popup }: PagePopupProps) {
  // True on the server and while hydrating its HTML; false for a page mounted afterwards.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [popupOfLoad] = useState(() => (hydrating ? popup : undefined));
  return popupOfLoad ? (
    <Suspense fallback={null}>
      <PopupAnnouncement popup={popupOfLoad} />
    </Suspense>
  ) : null;
}
