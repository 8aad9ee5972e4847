import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { popupShownOn } from '@nanum/shared/popupPages';
import { fetchPopupDisplay, type DisplayPopup } from '@/features/site/popupApi';

// The modal loads only when there is a pop-up to show.
const PopupAnnouncement = dynamic(() => import('./PopupAnnouncement'), { ssr: false });

/**
 * Asked once per page load (SPEC section 4), not again on client-side navigation: on the first
 * page of the visit that may show it (popupShownOn; not over the sign-up form or the legal texts).
 */
let askedThisLoad = false;

/** Whether the page of this load put the decision in its HTML (PagePopup: `popup` in its first props). */
const decidedInHtml = () => (window as { __NEXT_DATA__?: { props?: { pageProps?: { popup?: unknown } } } }).__NEXT_DATA__?.props?.pageProps?.popup !== undefined;

/**
 * Asks the server whether to show the pop-up announcement, once per page load, after hydration,
 * unless the page showed the server's decision in its HTML (PagePopup: home, board lists and
 * posts): on the other pages.
 */
export default function PopupHost() {
  const [popup, setPopup] = useState<DisplayPopup | null>(null);
  const { asPath } = useRouter();
  const shownHere = popupShownOn(asPath);
  useEffect(() => {
    if (askedThisLoad || !shownHere) return;
    askedThisLoad = true;
    if (decidedInHtml()) return;
    fetchPopupDisplay()
      .then((answer) => {
        if (answer?.isShowPopup && answer.popup) setPopup(answer.popup);
      })
      .catch(() => undefined); // no pop-up is better than an error about a pop-up
  }, [shownHere]);
  return popup && shownHere ? <PopupAnnouncement popup={popup} /> : null;
}
