// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '@/test/renderWithStore';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import ReasonDialog from './ReasonDialog';

/** The dialog, its submit answered by `onSubmit`. */
function openDialog(onSubmit: (form: FormData) => Promise<unknown>) {
  const onClose = vi.fn();
  const submitted = vi.fn(onSubmit);
  const view = renderWithStore(
    <ReasonDialog id="revoke" title="활동 확인서 폐기" reasonLabel="폐기 사유" reasonMax={200} help="진위 확인 페이지에 공개됩니다." submitLabel="폐기" cancelLabel="취소" error="" autoFocusReason onClose={onClose} onSubmit={submitted}>
      <p>발급번호 확인서를 폐기합니다.</p>
    </ReasonDialog>,
  );
  const dialog = screen.getByRole('dialog', { name: '활동 확인서 폐기' });
  return { ...view, onClose, submitted, dialog };
}

describe('a step that needs a written reason', () => {
  it('keeps its button focusable in the dialog while the step is sent (aria-disabled, not disabled), sending it once', async () => {
    let done: () => void = () => undefined;
    const { events, submitted, dialog } = openDialog(() => new Promise<void>((resolve) => (done = resolve)));
    await events.type(within(dialog).getByLabelText('폐기 사유'), '발급 대상 착오');
    const submit = within(dialog).getByRole('button', { name: '폐기' }) as HTMLButtonElement;
    await pressWhileBusy(events, submit);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]![0].get('reason')).toBe('발급 대상 착오');

    done();
    await waitFor(() => expect(submit.hasAttribute('aria-disabled')).toBe(false));
    // Once the step is answered (a refusal leaves the dialog open), it may be sent again.
    await events.click(submit);
    expect(submitted).toHaveBeenCalledTimes(2);
  });
});
