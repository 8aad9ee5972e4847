// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import ReportDialog from './ReportDialog';

function openDialog(...answers: (FakeAnswer | Promise<FakeAnswer>)[]) {
  const api = fakeApi({ 'POST /api/community/reports': () => answers.shift() ?? { status: 500, body: { status: 500 } } });
  const onClose = vi.fn();
  const onReported = vi.fn();
  const view = renderWithStore(<ReportDialog target="post" targetId={41} onClose={onClose} onReported={onReported} />);
  return { ...view, api, onClose, onReported, dialog: screen.getByRole('dialog', { name: '게시글 신고' }) };
}

describe('the report dialog', () => {
  it('asks for a few words with 기타, shows the refusal inside, and closes once filed', async () => {
    const { events, api, dialog, onClose, onReported } = openDialog(
      { status: 400, body: { status: 400, message: BOARD_MESSAGES.reportOtherRequired } },
      { body: { status: 200, message: BOARD_MESSAGES.reported } },
    );
    expect(within(dialog).getByLabelText('자세한 내용 (선택)')).toBeDefined();
    await events.click(within(dialog).getByLabelText('기타'));
    const text = within(dialog).getByLabelText('기타 사유 (필수)');

    await events.click(within(dialog).getByRole('button', { name: '신고하기' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('기타 사유를 입력해주세요.');
    expect(onClose).not.toHaveBeenCalled();
    // The words are what is missing: they are marked, linked to the message and focused.
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toBe(alert.id);

    await events.type(text, '  개인정보 노출  ');
    await events.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText(BOARD_MESSAGES.reported)).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([
      { target: 'post', targetId: 41, reason: 5, description: '' },
      { target: 'post', targetId: 41, reason: 5, description: '개인정보 노출' },
    ]);
    expect(onReported).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('marks a post reported before as reported, saying so', async () => {
    const { events, dialog, onClose, onReported } = openDialog({ status: 409, body: { status: 409, message: BOARD_MESSAGES.alreadyReported } });
    await events.click(within(dialog).getByRole('button', { name: '신고하기' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('이미 신고했습니다.');
    // No field in question: the focus goes to the message, still inside the dialog.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onReported).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps 신고하기 focusable while the report is sent (aria-disabled, not disabled), sending it once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { events, api, dialog, onClose } = openDialog(new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const send = within(dialog).getByRole('button', { name: '신고하기' });
    await pressWhileBusy(events, send);
    answer({ body: { status: 200, message: BOARD_MESSAGES.reported } });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.sent).toHaveLength(1);
  });

  it('sends nothing when cancelled', async () => {
    const { events, api, dialog, onClose } = openDialog();
    await events.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.sent).toEqual([]);
  });
});
