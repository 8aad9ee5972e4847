import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import { REPORT_TEXT_MAX, type ReportTarget } from '@nanum/shared/boardRules';
import { REPORT_REASON, REPORT_REASON_LABELS, type ReportReasonCode } from '@nanum/shared/codes';
import { useToast } from '@/features/toast/useToast';
import { focusAfterRender, useBusy } from '@/lib/useBusy';
import { fileReport } from './boardApi';

const REASONS = Object.values(REPORT_REASON) as ReportReasonCode[];

export interface ReportDialogProps {
  target: ReportTarget;
  targetId: number;
  onClose: () => void;
  /** Called once the report is filed (or was already), so the button can say 신고함. */
  onReported: () => void;
}

/**
 * The report dialog: a reason (기타 needs a few words) sent once per post or comment. 신고하기 stays
 * focusable while the report is sent (useBusy); a refusal takes the focus to the words when they are
 * what is missing, else to the message. Once filed the dialog closes and its Modal gives the focus
 * back to the button that opened it (신고함 then, aria-disabled, not disabled, so that it can).
 */
export default function ReportDialog({ target, targetId, onClose, onReported }: ReportDialogProps) {
  const toast = useToast();
  const id = useId();
  const [reason, setReason] = useState<ReportReasonCode>(REPORT_REASON.ABUSE);
  const [description, setDescription] = useState('');
  const sending = useBusy();
  const [error, setError] = useState('');
  // The server's one refusal about the words: 기타 with none (maxLength keeps them under the limit).
  const [textRefused, setTextRefused] = useState(false);

  const send = async () => {
    const answer = await fileReport({ target, targetId, reason, description: description.trim() });
    if (!answer.ok) {
      if (answer.status === 409) onReported();
      const aboutText = reason === REPORT_REASON.OTHER && !description.trim();
      setError(answer.message);
      setTextRefused(aboutText);
      focusAfterRender(aboutText ? `${id}-text` : `${id}-error`);
      return;
    }
    toast.done(answer.message);
    onReported();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.run(send);
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit}>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id={`${id}-title`}>{target === 'post' ? '게시글 신고' : '댓글 신고'}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <fieldset>
            <legend className="fs-6 fw-bold">신고 사유</legend>
            {REASONS.map((code) => (
              <div className="form-check" key={code}>
                <input className="form-check-input" type="radio" name={`${id}-reason`} id={`${id}-${code}`} checked={reason === code} onChange={() => setReason(code)} />
                <label className="form-check-label" htmlFor={`${id}-${code}`}>
                  {REPORT_REASON_LABELS[code]}
                </label>
              </div>
            ))}
          </fieldset>
          <label htmlFor={`${id}-text`} className="form-label mt-3">
            {reason === REPORT_REASON.OTHER ? '기타 사유 (필수)' : '자세한 내용 (선택)'}
          </label>
          <textarea
            id={`${id}-text`}
            className={`form-control${textRefused ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={REPORT_TEXT_MAX}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              setTextRefused(false);
            }}
            aria-invalid={textRefused || undefined}
            aria-describedby={textRefused ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-danger mt-2 mb-0" role="alert" tabIndex={-1}>
              {error}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            취소
          </button>
          <button type="submit" className="btn btn-danger" {...sending.props}>
            신고하기
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
