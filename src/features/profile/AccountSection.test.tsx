// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OWN_ACCOUNT_MESSAGES as M } from '@nanum/shared/ownAccountRules';
import { fakeApi, type FakeRoutes } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import AccountSection from './AccountSection';

function renderAccount(routes: FakeRoutes, member = signedIn()) {
  const api = fakeApi(routes);
  const router = fakeRouter('/community');
  const view = renderWithStore(<AccountSection viewer={member} />, { user: member, router, preloadedState: { modal: { loginModal: false, authorModal: true } } });
  return { ...view, api, router };
}
const posts = (api: ReturnType<typeof fakeApi>) => api.sent.filter((request) => request.method === 'POST');

describe('계정 관리 of one’s own profile', () => {
  it('withdrawal: asks for the posts choice and the password first, restates the choice in a dialog, then logs out and goes home', async () => {
    const { events, api, router, store } = renderAccount({ 'POST /api/user/withdraw': { body: { status: 200, message: M.withdrawn } } });
    const section = screen.getByRole('region', { name: '회원 탈퇴' });
    await events.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    expect(within(section).getByRole('alert').textContent).toBe(M.contentChoice);
    await events.click(within(section).getByRole('radio', { name: M.deleteLabel }));
    await events.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    expect(within(section).getByRole('alert').textContent).toBe(M.passwordRequired);
    expect(posts(api)).toEqual([]);

    await events.type(within(section).getByLabelText('비밀번호 확인'), 'Nanum#2026');
    await events.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
    expect(within(dialog).getByText(M.deleteLabel)).toBeDefined();
    await events.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByText(M.withdrawn)).toBeDefined();
    expect(posts(api).map((request) => request.body)).toEqual([{ content: 'delete', password: 'Nanum#2026' }]);
    expect(store.getState().user).toBeNull();
    expect(router.push).toHaveBeenCalledWith('/');
  });

  it('withdrawal refused (a wrong password): the member stays logged in and reads why', async () => {
    const { events, store } = renderAccount({ 'POST /api/user/withdraw': { status: 400, body: { status: 400, message: M.passwordWrong } } });
    const section = screen.getByRole('region', { name: '회원 탈퇴' });
    await events.click(within(section).getByRole('radio', { name: M.keepLabel }));
    await events.type(within(section).getByLabelText('비밀번호 확인'), 'wrong');
    await events.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    await events.click(within(await screen.findByRole('dialog', { name: '정말 탈퇴하시겠습니까?' })).getByRole('button', { name: '탈퇴하기' }));
    expect(await within(section).findByText(M.passwordWrong)).toBeDefined();
    expect(store.getState().user?.id).toBe(7);
  });

  it('내 정보 내려받기 says what the ZIP holds, the notification settings and the phones that get app alarms among it', () => {
    renderAccount({});
    const section = screen.getByRole('region', { name: '내 정보 내려받기' });
    expect(within(section).getByText(/알림과 알림 설정, 앱 알림을 받는 기기/)).toBeDefined();
    expect(within(section).getByRole('button', { name: '내 정보 내려받기' })).toBeDefined();
  });

  it('a social-only member is offered a fresh login at their providers instead of a password field', async () => {
    renderAccount({ 'GET /api/user/login/providers': { body: { status: 200, data: ['kakao'] } } }, signedIn({ passport: 1 }));
    const section = screen.getByRole('region', { name: '회원 탈퇴' });
    expect(within(section).queryByLabelText('비밀번호 확인')).toBeNull();
    expect((await within(section).findByRole('link', { name: '카카오(으)로 다시 로그인' })).getAttribute('href')).toContain('/api/user/login/kakao');
  });

  it('email change: a code to the new address, then the code and the current password; the new address is shown', async () => {
    const { events, api } = renderAccount({
      'POST /api/user/email/code': { body: { status: 200, message: M.emailCodeSent } },
      'POST /api/user/email': { body: { status: 200, message: M.emailChanged, user: signedIn({ email: 'new@example.org' }) } },
    });
    const form = screen.getByRole('form', { name: '로그인 이메일 변경' });
    await events.type(within(form).getByLabelText('새 이메일 주소'), 'new@example.org');
    await events.click(within(form).getByRole('button', { name: '인증번호 받기' }));
    expect(await within(form).findByText(M.emailCodeSent)).toBeDefined();
    await events.type(within(form).getByLabelText('인증번호 6자리'), '12345');
    await events.click(within(form).getByRole('button', { name: '이메일 변경' }));
    expect(within(form).getByRole('status').textContent).toBe('인증번호 6자리를 입력해주세요.');
    await events.type(within(form).getByLabelText('인증번호 6자리'), '6');
    await events.click(within(form).getByRole('button', { name: '이메일 변경' }));
    expect(within(form).getByRole('status').textContent).toBe(M.passwordRequired);
    const password = within(form).getByLabelText('비밀번호 확인');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await events.type(password, 'Nanum#2026');
    await events.click(within(form).getByRole('button', { name: '이메일 변경' }));
    expect(await within(form).findByText(M.emailChanged)).toBeDefined();
    expect(posts(api).map((request) => request.body)).toEqual([{ email: 'new@example.org' }, { email: 'new@example.org', code: '123456', password: 'Nanum#2026' }]);
  });

  it('email change refused (a wrong password): the server’s message is shown and the login email stays', async () => {
    const { events, store } = renderAccount({
      'POST /api/user/email/code': { body: { status: 200, message: M.emailCodeSent } },
      'POST /api/user/email': { status: 400, body: { status: 400, message: M.passwordWrong } },
    });
    const form = screen.getByRole('form', { name: '로그인 이메일 변경' });
    await events.type(within(form).getByLabelText('새 이메일 주소'), 'new@example.org');
    await events.click(within(form).getByRole('button', { name: '인증번호 받기' }));
    await events.type(await within(form).findByLabelText('인증번호 6자리'), '123456');
    await events.type(within(form).getByLabelText('비밀번호 확인'), 'wrong');
    await events.click(within(form).getByRole('button', { name: '이메일 변경' }));
    expect(await within(form).findByText(M.passwordWrong)).toBeDefined();
    expect(store.getState().user?.email).not.toBe('new@example.org');
  });

  it('email change of a social-only member: no password field, a fresh login at their providers instead', async () => {
    renderAccount({ 'GET /api/user/login/providers': { body: { status: 200, data: ['kakao'] } } }, signedIn({ passport: 1 }));
    const form = screen.getByRole('form', { name: '로그인 이메일 변경' });
    expect(within(form).queryByLabelText('비밀번호 확인')).toBeNull();
    expect((await within(form).findByRole('link', { name: '카카오(으)로 다시 로그인' })).getAttribute('href')).toContain('/api/user/login/kakao');
  });

  it('the data download says why when the server refuses it (the hourly limit)', async () => {
    const message = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
    const { events, api } = renderAccount({ 'GET /api/user/get/self/data': { status: 429, body: { status: 429, message } } });
    await events.click(screen.getByRole('button', { name: '내 정보 내려받기' }));
    expect(await screen.findByText(message)).toBeDefined();
    expect(api.to('GET /api/user/get/self/data')).toHaveLength(1);
  });
});
