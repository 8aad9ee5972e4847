import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/messages';
import type { DisplayPopup } from '@/features/site/siteApi';
import { useToast } from '@/features/toast/useToast';
import { requestWithStatus } from '@/lib/request';

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/**
 * The pop-up announcement modal, with "hide for a week" (remembered by the server for the account,
 * or for this browser) and a close button. Loaded only when there is a pop-up to show (PopupHost).
 */
export default function PopupAnnouncement({ popup }: { popup: DisplayPopup }) {
  const [show, setShow] = useState(true);
  const [hiding, setHiding] = useState(false);
  const toast = useToast();

  const hideForWeek = async () => {
    setHiding(true);
    try {
      const { status, body } = await requestWithStatus<{ message?: string }>('/api/popup/hide', { method: 'POST' });
      if (status === 200) {
        toast.done(body?.message ?? '');
        setShow(false);
      } else {
        toast.warning(body?.message ?? CONNECTION_FAILED_MESSAGE);
      }
    } catch {
      toast.warning(CONNECTION_FAILED_MESSAGE);
    } finally {
      setHiding(false);
    }
  };

  return (
    <Modal show={show} onHide={() => setShow(false)} centered aria-labelledby="popup-title" className="popup-announcement">
      <Modal.Header closeButton closeLabel="팝업 닫기">
        <Modal.Title as="h2" id="popup-title" className="popup-title">
          {popup.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {popup.image && <Image src={popup.image} alt="" width={560} height={315} className="popup-image mb-3" />}
        <p className="mb-0 popup-description">{popup.description}</p>
        {popup.link &&
          (isExternal(popup.link) ? (
            <a href={popup.link} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-3">
              자세히 보기<span className="visually-hidden"> (새 창)</span>
            </a>
          ) : (
            <Link href={popup.link} className="btn btn-primary mt-3" onClick={() => setShow(false)}>
              자세히 보기
            </Link>
          ))}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="link" className="popup-hide" onClick={hideForWeek} disabled={hiding}>
          일주일간 보지 않기
        </Button>
        <Button variant="outline-primary" onClick={() => setShow(false)}>
          닫기
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
