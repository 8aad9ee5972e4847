/**
 * Resets what an open modal leaves on the body when the route changes under it (SPEC section 2):
 * the modal-open class, the body's padding and overflow. Backdrop elements are left alone: React
 * owns them and removes them itself as the modal finishes closing.
 */
export function cleanModalLeftovers(doc: Document = document): void {
  doc.body.classList.remove('modal-open');
  doc.body.style.paddingRight = '';
  doc.body.style.overflow = '';
  doc.body.removeAttribute('data-rr-ui-modal-open');
}
