import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import '@/styles/dialogStyles';

export interface BoardDialogProps {
  show: boolean;
  onHide: () => void;
  /** The dialog's title; its accessible name unless `label` is given. */
  title: ReactNode;
  /** The title's id (the dialog's aria-labelledby). */
  titleId?: string;
  titleClassName?: string;
  /** An accessible name of its own (aria-label) instead of the title's. */
  label?: string;
  bodyClassName?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A large centred dialog of the board pages (photo lightbox, video player): react-bootstrap's Modal
 * with a header, a close button labelled 닫기, a body and an optional footer. Loaded by LazyModal
 * the first time a dialog opens, with all of react-bootstrap's Modal code.
 */
export default function BoardDialog({ show, onHide, title, titleId, titleClassName, label, bodyClassName, footer, children }: BoardDialogProps) {
  return (
    <Modal show={show} onHide={onHide} size="xl" centered aria-labelledby={label ? undefined : titleId} aria-label={label}>
      <ModalHeader closeButton closeLabel="닫기">
        <ModalTitle id={titleId} className={titleClassName}>
          {title}
        </ModalTitle>
      </ModalHeader>
      <ModalBody className={bodyClassName}>{children}</ModalBody>
      {footer && <ModalFooter>{footer}</ModalFooter>}
    </Modal>
  );
}
