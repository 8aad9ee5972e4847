// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_SENT_MESSAGE, EMAIL_VERIFIED_MESSAGE } from '@nanum/shared/messages';
import { fakeApi, type FakeRoutes } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import JoinForm from './JoinForm';

const TAKEN = '이미 가입된 이메일입니다. 로그인하시거나 비밀번호 찾기를 이용해주세요. 소셜 계정으로 가입하셨다면 해당 소셜 로그인을 이용해주세요.';

/** The sign-up form, its code requests answered by `routes`. */
function openJoin(routes: FakeRoutes) {
  const api = fakeApi(routes);
  const view = renderWithStore(<JoinForm mode="email" />, { router: fakeRouter('/author/join') });
  return { ...view, api, email: screen.getByLabelText(/^이메일/), send: screen.getByRole('button', { name: '인증번호 받기' }) };
}

describe('인증번호 받기 and 확인 on the sign-up form', () => {
  it('keeps 인증번호 받기 focusable while the code is asked for, and announces a refusal under the email', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { events, api, email, send } = openJoin({ 'POST /api/user/join/code': () => new Promise((resolve) => (answer = resolve)) });
    await events.type(email, 'taken@nanum.test');
    await events.click(send);
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await events.click(send);
    // The address is checked before it is sent (the rules load on demand): answer once it was asked.
    await waitFor(() => expect(api.sent).toHaveLength(1));
    answer({ status: 400, body: { status: 400, message: TAKEN } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(TAKEN);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(send);
    expect(send.hasAttribute('aria-disabled')).toBe(false);
    expect(api.to('POST /api/user/join/code')).toHaveLength(1);
  });

  it('takes the focus to the email when the address is refused before sending', async () => {
    const { events, api, email, send } = openJoin({});
    await events.type(email, 'not-an-address');
    await events.click(send);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  it('gives the focus to 변경 once the code matches: 확인 and the code field are gone', async () => {
    const { events, email, send } = openJoin({
      'POST /api/user/join/code': { body: { status: 200, message: EMAIL_CODE_SENT_MESSAGE } },
      'POST /api/user/join/verify': { body: { status: 200, message: EMAIL_VERIFIED_MESSAGE } },
    });
    await events.type(email, 'new@nanum.test');
    await events.click(send);
    const code = await screen.findByLabelText(/^인증번호/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: '확인' }));
    const change = await screen.findByRole('button', { name: '변경' });
    await waitFor(() => expect(document.activeElement).toBe(change));

    // 변경 opens the address again and is gone: the cursor is in the address, ready for another.
    await events.click(change);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^이메일/)));
    expect((document.activeElement as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeDefined();
  });
});
