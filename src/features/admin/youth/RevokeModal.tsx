import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { REVOKE_REASON_MAX, revokeSchema } from '@nanum/shared/youthSchemas';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from '../adminApi';

/** Asks for the reason (required, public on the verification page), then revokes the certificate. */
export default function RevokeModal({ number, onClose, onRevoked }: { number: string; onClose: () => void; onRevoked: () => void }) {
  const toast = useToast();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = revokeSchema.safeParse({ reason: String(new FormData(event.currentTarget).get('reason') ?? '') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setSaving(true);
    const answer = await adminCall('PUT', `/api/youth/certificates/${number}/revoke`, parsed.data);
    setSaving(false);
    if (!answer.ok) return setError(answer.message);
    toast.done(answer.message);
    onRevoked();
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby="revoke-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title as="h2" className="h5" id="revoke-title">
            활동 확인서 폐기
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            발급번호 <strong>{number}</strong>의 확인서를 폐기합니다. 폐기한 확인서는 되돌릴 수 없고, 진위 확인 페이지에 폐기된 확인서로 표시됩니다.
          </p>
          <Form.Group controlId="revoke-reason">
            <Form.Label>폐기 사유</Form.Label>
            <Form.Control as="textarea" rows={3} name="reason" maxLength={REVOKE_REASON_MAX} isInvalid={!!error} aria-describedby="revoke-reason-help" autoFocus />
            <Form.Text id="revoke-reason-help">진위 확인 페이지에 공개됩니다. 개인정보는 적지 마세요.</Form.Text>
            <Form.Control.Feedback type="invalid" role="alert">
              {error}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" variant="danger" disabled={saving}>
            폐기
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
