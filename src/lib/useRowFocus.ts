import { useEffect, useRef, type RefObject } from 'react';
import { focusAfterRender } from './useBusy';

/** Marks a row of a list handled one row at a time (a queue), with the row's key as its value. */
const ROW_KEY_ATTRIBUTE = 'data-row-key';

/** The rows in `container`, in the order shown. */
const rowsIn = (container: HTMLElement | null) => [...(container?.querySelectorAll<HTMLElement>(`[${ROW_KEY_ATTRIBUTE}]`) ?? [])];

/** The first control of a row that does something (a button that is not disabled), if any. */
const firstAction = (row: HTMLElement) => row.querySelector<HTMLElement>('button:not([disabled])');

/**
 * Keeps a keyboard or screen reader user's place in a queue: once a row was handled (its button
 * pressed and the step done) and the list has been read again, the row is gone, or shows other
 * steps, and the button pressed with it: the browser would put the focus on the page's body. It
 * goes instead to the first action of the row itself when it stays, else of the row that took its
 * place, else of the row before (the last one was handled), else to the list's heading (give it
 * tabIndex={-1}) when no row with an action is left. Rows carry data-row-key={key} inside
 * `container`. Nothing moves when the focus is still on the page (on a button the row kept, or
 * wherever the user has gone meanwhile).
 *
 * `list` is what the rows are drawn from (its identity changes with each read); call the answer
 * with the row's key when the step is done, before reading the list again.
 */
export function useRowFocus(list: unknown, container: RefObject<HTMLElement | null>, headingId: string): (key: string) => void {
  const handled = useRef<{ key: string; index: number; list: unknown } | null>(null);
  const drawn = useRef(list);

  useEffect(() => {
    drawn.current = list;
    const row = handled.current;
    if (!row || row.list === list) return;
    handled.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusAfterRender(() => {
      const rows = rowsIn(container.current);
      const same = rows.filter((candidate) => candidate.getAttribute(ROW_KEY_ATTRIBUTE) === row.key);
      const after = rows.slice(row.index).filter((candidate) => !same.includes(candidate));
      const before = rows.slice(0, row.index).reverse().filter((candidate) => !same.includes(candidate));
      for (const candidate of [...same, ...after, ...before]) {
        const action = firstAction(candidate);
        if (action) return action;
      }
      return document.getElementById(headingId);
    });
  }, [list, container, headingId]);

  return (key: string) => {
    const index = rowsIn(container.current).findIndex((candidate) => candidate.getAttribute(ROW_KEY_ATTRIBUTE) === key);
    handled.current = { key, index: Math.max(0, index), list: drawn.current };
  };
}
