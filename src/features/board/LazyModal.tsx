import { useState } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';
import { clientOnly } from '@/lib/clientOnly';

// react-bootstrap's Modal (transitions, focus trap, scroll lock) loads the first time a dialog of
// the board pages opens, not with the page. Its parts come from their own small modules
// (react-bootstrap/ModalHeader, ModalTitle, ModalBody, ModalFooter).
const Modal = clientOnly<ModalProps>(() =>
  import('react-bootstrap/Modal').then(({ default: BootstrapModal }) => ({
    default: function LoadedModal(props: ModalProps) {
      return <BootstrapModal {...props} />;
    },
  })),
);

/**
 * A react-bootstrap Modal mounted the first time it is shown, then kept mounted so that closing
 * animates and focus returns as before.
 */
export default function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(Boolean(props.show));
  if (props.show && !wanted) setWanted(true);
  return wanted ? <Modal {...props} /> : null;
}
