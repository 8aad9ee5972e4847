import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import type { EndorserView } from '@nanum/shared/siteViews';

/** An endorser's video in a modal; the player (an iframe) exists only while the modal is open. */
export default function EndorserVideo({ endorser, onHide }: { endorser: EndorserView; onHide: () => void }) {
  return (
    <Modal show onHide={onHide} centered size="lg" aria-labelledby="endorser-video-title">
      <Modal.Header closeButton closeLabel="영상 닫기">
        <Modal.Title as="h2" id="endorser-video-title" className="popup-title">
          {endorser.name} 응원 영상
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="ratio ratio-16x9">
          <iframe
            src={endorser.href}
            title={`${endorser.name} 응원 영상`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <p className="mt-3 mb-0 text-body-secondary">{endorser.description}</p>
      </Modal.Body>
    </Modal>
  );
}
