import { useEffect, useRef, type RefObject } from 'react';
import { inNextTask } from '@/lib/whenIdle';

/**
 * Holds an open dialog as a modal (./modalHold.ts: focus kept inside, Escape closes, the page
 * behind does not scroll) while `open` is true. The code that does it is fetched when the dialog
 * opens, not with the pages that may show one: the dialog is in their server's HTML and paints
 * with the page, and is held a moment later.
 */
export function useModalBehaviour(dialog: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    let held = true;
    let release: (() => void) | undefined;
    // In a task of its own: a dialog open at start (the pop-up) is held out of the hydration's effects.
    const cancel = inNextTask(() => {
      import('./modalHold')
        .then(({ holdModal }) => {
          if (held) release = holdModal(element, () => close.current());
        })
        .catch(() => undefined); // its code did not load (offline): the dialog still closes with its buttons
    });
    return () => {
      held = false;
      cancel();
      release?.();
    };
  }, [dialog, open]);
}
