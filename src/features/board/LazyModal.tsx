import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';

// react-bootstrap's Modal (transitions, focus trap, scroll lock) loads the first time a dialog of
// the board pages opens, not with the page. Its parts come from their own small modules
// (react-bootstrap/ModalHeader, ModalTitle, ModalBody, ModalFooter).
const Modal = dynamic(
  () =>
    import('react-bootstrap/Modal').then(({ default: BootstrapModal }) =>
      function LoadedModal(props: ModalProps) {
        return <BootstrapModal {...props} />;
      },
    ),
  { ssr: false },
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
