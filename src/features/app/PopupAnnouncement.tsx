import Link from 'next/link';
import { useRef, useState, type MouseEvent } from 'react';
import { isHttpUrl } from '@nanum/shared/links';
import type { DisplayPopup } from '@nanum/shared/popupDisplay';
import { useAppDispatch } from '@/store/hooks';
import '@/styles/dialogStyles';
import { useModalBehaviour } from './useModalBehaviour';


/**
 * The pop-up announcement modal, with "hide for a week" (remembered by the server for the account,
 * or for this browser) and a close button. Plain Bootstrap modal markup, so that the server can
 * render it in a page's HTML (PagePopup) and it paints with the page; in the browser it acts as
 * react-bootstrap's Modal would (useModalBehaviour). Also shown after hydration (PopupHost). Kept
 * small, as it is part of those pages' JavaScript: a plain image (uploads are re-encoded on the
 * way in), and "hide for a week" loaded on the click (popupHide.ts).
 */
export default function PopupAnnouncement({ popup }: { popup: DisplayPopup }) {
  const [show, setShow] = useState(true);
  const [hiding, setHiding] = useState(false);
  const dispatch = useAppDispatch();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => setShow(false);
  useModalBehaviour(dialog, show, close);

  const hideForWeek = async () => {
    setHiding(true);
    try {
      const { hidePopupForWeek } = await import('./popupHide');
      if (await hidePopupForWeek(dispatch, popup.id)) setShow(false);
    } catch {
      // Its code did not load (offline): nothing was sent, the button can be pressed again.
    } finally {
      setHiding(false);
    }
  };

  // A click on the backdrop (around the dialog box) closes it, as react-bootstrap's Modal does.
  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close();
  };

  if (!show) return null;
  return (
    <>
      <div ref={dialog} className="modal fade show d-block popup-announcement" role="dialog" aria-modal="true" aria-labelledby="popup-title" tabIndex={-1} onClick={closeOnBackdrop}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 id="popup-title" className="modal-title popup-title">
                {popup.title}
              </h2>
              <button type="button" className="btn-close" aria-label="팝업 닫기" onClick={close} />
            </div>
            <div className="modal-body">
              {popup.image && <img src={popup.image} alt="" width={560} height={315} className="popup-image mb-3" />}
              <p className="mb-0 popup-description">{popup.description}</p>
              {popup.link &&
                (isHttpUrl(popup.link) ? (
                  <a href={popup.link} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-3">
                    자세히 보기<span className="visually-hidden">: {popup.title} (새 창)</span>
                  </a>
                ) : (
                  <Link prefetch={false} href={popup.link} className="btn btn-primary mt-3" onClick={close}>
                    {/* The link says where it goes (to screen readers and search engines), not only "자세히 보기". */}
                    자세히 보기<span className="visually-hidden">: {popup.title}</span>
                  </Link>
                ))}
            </div>
            <div className="modal-footer justify-content-between">
              <button type="button" className="btn btn-link popup-hide" onClick={hideForWeek} disabled={hiding}>
                일주일간 보지 않기
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={close}>
                닫기
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop fade show" />
    </>
  );
}
