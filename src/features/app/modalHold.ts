/**
 * What react-bootstrap's Modal does for an open dialog, for one whose markup the server renders
 * (react-bootstrap's renders only in the browser, through a portal): focus moves into the dialog
 * and is kept there, Escape closes it, the page behind does not scroll (the scroll bar's width
 * is made up by padding, so nothing moves: neither the page nor the dialog, which may have been
 * painted before this runs), and on release focus returns to where it was. Answers the release.
 */
export function holdModal(element: HTMLElement, close: () => void): () => void {
  const { body, documentElement } = document;
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const scrollBar = window.innerWidth - documentElement.clientWidth;
  const padding = body.style.paddingRight;
  body.classList.add('modal-open');
  body.style.overflow = 'hidden';
  if (scrollBar > 0) {
    body.style.paddingRight = `${parseFloat(getComputedStyle(body).paddingRight) + scrollBar}px`;
    // The dialog was laid out beside the scroll bar (in the server's HTML): keep it where it is.
    element.style.setProperty('padding-right', `${scrollBar}px`);
  }
  if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !element.contains(event.target)) element.focus({ preventScroll: true });
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    body.classList.remove('modal-open');
    body.style.overflow = '';
    body.style.paddingRight = padding;
    element.style.removeProperty('padding-right');
    before?.focus({ preventScroll: true });
  };
}
