// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer, type FakeRoutes } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import ResetPasswordForm from './ResetPasswordForm';

const TOKEN = 't'.repeat(43);
const REFUSED = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.';

function openLink(check: FakeAnswer, reset?: FakeRoutes[string]) {
  const api = fakeApi({ 'POST /api/user/find/password/reset/check': check, ...(reset ? { 'POST /api/user/find/password/reset': reset } : {}) });
  const { events } = renderWithStore(<ResetPasswordForm token={TOKEN} />);
  return Object.assign(api, { events });
}

describe('opening a password reset link', () => {
  it('shows the new-password form with the hint for a link that still works', async () => {
    const api = openLink({ body: { status: 200 } });
    expect(await screen.findByRole('form', { name: '새 비밀번호 설정' })).toBeDefined();
    expect(screen.getByLabelText('새 비밀번호', { exact: false, selector: 'input#new-password' })).toBeDefined();
    expect(screen.getByText('문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)')).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  it('says at once that a used or expired link no longer works, with the way to a new one, and shows no form', async () => {
    openLink({ status: 400, body: { status: 400, message: REFUSED } });
    expect((await screen.findByRole('alert')).textContent).toContain(REFUSED);
    expect(screen.getByRole('link', { name: '재설정 링크 다시 받기' }).getAttribute('href')).toBe('/author/find?tab=password');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });

  it('keeps 비밀번호 변경 focusable while the new password is sent (aria-disabled, not disabled), sending it once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = openLink({ body: { status: 200 } }, () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const { events } = api;
    await screen.findByRole('form', { name: '새 비밀번호 설정' });
    await events.type(screen.getByLabelText('새 비밀번호', { exact: false, selector: 'input#new-password' }), 'Nanum#2026');
    await events.type(screen.getByLabelText('비밀번호 확인', { exact: false, selector: 'input#new-passwordConfirm' }), 'Nanum#2026');
    const change = screen.getByRole('button', { name: '비밀번호 변경' }) as HTMLButtonElement;
    await events.click(change);
    await waitFor(() => expect(api.to('POST /api/user/find/password/reset')).toHaveLength(1));
    expect(change.getAttribute('aria-disabled')).toBe('true');
    expect(change.disabled).toBe(false);
    expect(document.activeElement).toBe(change);
    await events.click(change);
    await events.keyboard('{Enter}');
    expect(api.to('POST /api/user/find/password/reset').map((request) => request.body)).toEqual([{ token: TOKEN, password: 'Nanum#2026', passwordConfirm: 'Nanum#2026' }]);

    answer({ status: 400, body: { status: 400, message: REFUSED } });
    expect((await screen.findByRole('alert')).textContent).toContain(REFUSED);
    expect(change.hasAttribute('aria-disabled')).toBe(false);
    expect(api.to('POST /api/user/find/password/reset')).toHaveLength(1);
  });

  it('leaves the form to its submit when the check gets no answer', async () => {
    openLink({ status: 500, body: { status: 500, message: '확인되지 않은 오류입니다.' } });
    expect(await screen.findByRole('form', { name: '새 비밀번호 설정' })).toBeDefined();
  });
});
