import { useEffect, useState } from 'react';
import { fetchPopupDisplay, type DisplayPopup } from '@/features/site/siteApi';
import { clientOnly } from '@/lib/clientOnly';

// The modal (and react-bootstrap's Modal) loads only when there is a pop-up to show.
const PopupAnnouncement = clientOnly(() => import('./PopupAnnouncement'));

/** Asked once per page load (SPEC section 4), not again on client-side navigation. */
let askedThisLoad = false;

/** Asks the server whether to show the pop-up announcement, once per page load. */
export default function PopupHost() {
  const [popup, setPopup] = useState<DisplayPopup | null>(null);
  useEffect(() => {
    if (askedThisLoad) return;
    askedThisLoad = true;
    fetchPopupDisplay()
      .then((answer) => {
        if (answer?.isShowPopup && answer.popup) setPopup(answer.popup);
      })
      .catch(() => undefined); // no pop-up is better than an error about a pop-up
  }, []);
  return popup ? <PopupAnnouncement popup={popup} /> : null;
}
