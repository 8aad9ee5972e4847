import { useCallback, useRef, useState } from 'react';

/**
 * The attributes of a control while it waits on the server (or may not be used, as 신고함).
 * Not `disabled`: the browser takes the focus off a disabled control, to <body> (out of a dialog,
 * out of a dropdown), and a keyboard or screen reader user loses their place. aria-disabled says
 * the same to assistive technology and keeps the control focusable; src/styles/global.css draws a
 * `.btn[aria-disabled='true']` as Bootstrap draws a disabled button, and the handler ignores it
 * (useBusy's `run`).
 */
export function busyProps(busy: boolean): { 'aria-disabled'?: true } {
  return busy ? { 'aria-disabled': true } : {};
}

/**
 * One request at a time for a form or a button: `run(task)` starts `task` unless one is running
 * (so a second click, Enter or submit sends nothing, even before React has drawn the busy state),
 * and answers its result, or undefined when it was ignored. `busy` is true meanwhile; spread
 * `props` on the control (busyProps).
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run, props: busyProps(busy) };
}

/** How long focusAfterRender waits between looks for an element not drawn yet. */
const FOCUS_RETRY_MS = 16;

/**
 * Moves the focus to the element with id `target` (or the one `target` finds) once React has drawn
 * it (a field marked invalid, a message, or the control that replaced the button pressed), on
 * purpose rather than wherever the browser puts it. An element that is not focusable by itself (a
 * message) needs tabIndex={-1}.
 */
export function focusAfterRender(target: string | (() => HTMLElement | null | undefined)) {
  if (typeof window === 'undefined') return;
  const find = () => (typeof target === 'string' ? document.getElementById(target) : target());
  // React commits an update made after an await in a task of its own, which may come after this
  // timer on a busy device: the element that replaces the button may not be there yet. Look again
  // each frame's worth of time, for at most a second.
  const attempt = (left: number) => {
    if (typeof document === 'undefined') return; // the page (or a test's document) is gone
    const element = find();
    if (element) element.focus();
    else if (left > 0) window.setTimeout(() => attempt(left - 1), FOCUS_RETRY_MS);
  };
  window.setTimeout(() => attempt(Math.ceil(1000 / FOCUS_RETRY_MS)), 0);
}
