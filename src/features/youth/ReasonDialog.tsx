import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import { useBusy } from '@/lib/useBusy';

export interface ReasonDialogProps {
  /** Prefix of the dialog's element ids. */
  id: string;
  title: string;
  reasonLabel: string;
  reasonMax: number;
  /** Under the reason: where it is shown, and not to write personal data there. */
  help: string;
  submitLabel: string;
  cancelLabel: string;
  /** The message under the reason (a refusal or a check that failed); empty for none. */
  error: string;
  autoFocusReason: boolean;
  onClose(): void;
  /**
   * The form's values; the dialog itself stays until the caller closes it. Until the promise
   * settles the submit button is aria-disabled and another submit calls nothing.
   */
  onSubmit(form: FormData): Promise<unknown>;
  onReasonChange?(): void;
  /** What the step is about, above the reason (and any field of its own). */
  children: ReactNode;
}

/**
 * A step that needs a written reason, public on the verification page: revoking a certificate,
 * correcting or cancelling a record. While it is sent the submit button keeps the focus in the
 * dialog (aria-disabled, not disabled) and another submit sends nothing (useBusy).
 */
export default function ReasonDialog({ id, title, reasonLabel, reasonMax, help, submitLabel, cancelLabel, error, autoFocusReason, onClose, onSubmit, onReasonChange, children }: ReasonDialogProps) {
  const saving = useBusy();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void saving.run(() => onSubmit(form));
  };
  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>{reasonLabel}</Form.Label>
            <Form.Control as="textarea" rows={3} name="reason" maxLength={reasonMax} isInvalid={!!error} aria-describedby={`${id}-reason-help`} autoFocus={autoFocusReason} onChange={onReasonChange} />
            <Form.Text id={`${id}-reason-help`}>{help}</Form.Text>
            <Form.Control.Feedback type="invalid" role="alert">
              {error}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="danger" {...saving.props}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
