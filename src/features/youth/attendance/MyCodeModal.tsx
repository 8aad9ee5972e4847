import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import type { MyAttendance } from '@nanum/shared/attendanceViews';
import { fetchMyCode } from './attendanceApi';
import QrCodeImage from './QrCodeImage';
import { useRotatingCode } from './useRotatingCode';
import styles from './attendance.module.css';

/** The member's own QR of one participation, renewed every 30 s, for the operator's camera to read. */
export default function MyCodeModal({ item, onClose }: { item: MyAttendance; onClose(): void }) {
  const load = useCallback(() => fetchMyCode(item.participationId), [item.participationId]);
  const { code, message } = useRotatingCode(load);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="my-code-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="my-code-title" as="h2" className="h5">
          내 출석 QR
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <p className="fw-bold mb-1">{item.campaignName}</p>
        <p className="text-secondary small">운영진에게 이 화면을 보여주세요. 코드는 30초마다 바뀝니다.</p>
        {message ? (
          <Alert variant="danger">{message}</Alert>
        ) : code ? (
          <div className={styles.qrCenter}>
            <QrCodeImage text={code.token} label={`${item.campaignName} 내 출석 QR 코드`} size={240} />
          </div>
        ) : (
          <p role="status">QR 코드를 불러오는 중입니다…</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          닫기
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
