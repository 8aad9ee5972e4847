import dynamic from 'next/dynamic';
import { useOnceTrue } from '@/lib/useOnceTrue';
import type { BoardDialogProps } from './BoardDialog';

// The dialog and react-bootstrap's Modal with its parts (transitions, focus trap, scroll lock,
// header, close button) load the first time a dialog of the board pages opens, not with the page.
const BoardDialog = dynamic<BoardDialogProps>(() => import('./BoardDialog'), { ssr: false });

/**
 * A board dialog (BoardDialog) mounted the first time it is shown, then kept mounted so that
 * closing animates and focus returns as before.
 */
export default function LazyModal(props: BoardDialogProps) {
  return useOnceTrue(Boolean(props.show)) ? <BoardDialog {...props} /> : null;
}
