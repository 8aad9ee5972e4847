// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { stopBubblingIntoModal } from './modalTransitionGuard';

/** A modal as react-bootstrap renders it: .modal > .modal-dialog > .modal-content > a field. */
function modal() {
  document.body.innerHTML = '<div class="modal"><div class="modal-dialog"><div class="modal-content"><input id="field"></div></div></div><p id="page"></p>';
  return { modal: document.querySelector('.modal') as Element, dialog: document.querySelector('.modal-dialog') as Element, field: document.querySelector('#field') as Element, page: document.querySelector('#page') as Element };
}

const transitionEnd = (target: Element, isTrusted: boolean) => ({ target, isTrusted, stopPropagation: vi.fn() });

describe('a transition ending inside a dialog', () => {
  it("is kept from the modal when the browser ends it on the dialog or a field inside (it would cancel the modal's own timer)", () => {
    const { dialog, field } = modal();
    for (const target of [dialog, field]) {
      const event = transitionEnd(target, true);
      stopBubblingIntoModal(event);
      expect(event.stopPropagation).toHaveBeenCalledOnce();
    }
  });

  it("reaches the modal when it is the modal's own, or the fallback react-bootstrap dispatches by script", () => {
    const { modal: element, field } = modal();
    for (const event of [transitionEnd(element, true), transitionEnd(element, false), transitionEnd(field, false)]) {
      stopBubblingIntoModal(event);
      expect(event.stopPropagation).not.toHaveBeenCalled();
    }
  });

  it('leaves transitions outside any dialog alone', () => {
    const { page } = modal();
    const event = transitionEnd(page, true);
    stopBubblingIntoModal(event);
    expect(event.stopPropagation).not.toHaveBeenCalled();
  });
});
