// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import FindPasswordForm from './FindPasswordForm';

const SENT = '입력하신 이메일로 비밀번호 재설정 링크를 보냈습니다.';

describe('비밀번호 찾기', () => {
  it('keeps 재설정 링크 받기 focusable while the link is asked for (aria-disabled, not disabled), asking once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'POST /api/user/find/password': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const { events } = renderWithStore(<FindPasswordForm />);
    await events.type(screen.getByLabelText('이메일', { exact: false }), 'nanum@example.org');
    const send = screen.getByRole('button', { name: '재설정 링크 받기' }) as HTMLButtonElement;
    await pressWhileBusy(events, send);
    await waitFor(() => expect(api.sent).toHaveLength(1));

    answer({ body: { status: 200, message: SENT } });
    expect(await screen.findByText(SENT)).toBeDefined();
    expect(send.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(send);
    expect(api.sent.map((request) => request.body)).toEqual([{ email: 'nanum@example.org' }]);
  });

  it('sends nothing for an address that is not one, and may be sent again once corrected', async () => {
    const api = fakeApi({ 'POST /api/user/find/password': { body: { status: 200, message: SENT } } });
    const { events } = renderWithStore(<FindPasswordForm />);
    const email = screen.getByLabelText('이메일', { exact: false });
    await events.type(email, 'not-an-address');
    await events.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent).toEqual([]);
    await events.clear(email);
    await events.type(email, 'nanum@example.org');
    await events.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect(await screen.findByText(SENT)).toBeDefined();
    expect(api.sent).toHaveLength(1);
  });
});
