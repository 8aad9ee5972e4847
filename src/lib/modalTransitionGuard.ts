/**
 * react-bootstrap ends a Modal's fade when the `.modal` element's own `transitionend` arrives, with
 * a timer as the fallback. A `transitionend` bubbling up from inside it (the dialog sliding in, a
 * focused field's outline) cancels that timer but is not taken for the modal's own
 * (dom-helpers#184, react-bootstrap#6153). When the modal's own event then never comes (a busy phone
 * paints no frame between the dialog's opening and its closing), the closed dialog stays on the
 * page, invisible and over everything, and the page no longer scrolls or takes a click.
 *
 * This handler, listening on the window before anything else (capture), keeps a browser's
 * `transitionend` of an element inside a modal from reaching the modal. Such an element's own
 * transition still ends: react-bootstrap's fallback for it is an event dispatched by script, which
 * passes.
 */
export function stopBubblingIntoModal(event: Pick<Event, 'isTrusted' | 'target' | 'stopPropagation'>): void {
  const target = event.target;
  if (!event.isTrusted || !(target instanceof Element)) return;
  const modal = target.closest('.modal');
  if (modal && modal !== target) event.stopPropagation();
}

/** Installs stopBubblingIntoModal for the page, once. */
export function guardModalTransitions(target: Window): void {
  target.addEventListener('transitionend', stopBubblingIntoModal, true);
}
