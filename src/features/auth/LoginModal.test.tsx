// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRoutes } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { openModal } from '@/store/modalSlice';
import LoginModalHost from './LoginModalHost';

const dialogEntry = () => (window.history.state as Record<string, unknown> | null)?.__nanumModal;

/**
 * The login dialog opened on a page as Next leaves it (one history entry holding Next's state),
 * without the app-wide effects, which may load after a dialog has opened.
 */
async function openLogin(routes: FakeRoutes = {}) {
  const api = fakeApi({ 'GET /api/user/login/providers': { body: { status: 200, data: [] } }, ...routes });
  window.history.replaceState({ __N: true, as: '/community/notice' }, '', '/community/notice');
  const view = renderWithStore(<LoginModalHost />, { router: fakeRouter('/community/notice') });
  act(() => {
    view.store.dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
  });
  const dialog = await screen.findByRole('dialog', { name: '로그인' });
  return { ...view, api, dialog };
}

describe('the login dialog’s focus', () => {
  it('starts in the email field', async () => {
    const { dialog } = await openLogin();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('이메일'));
  });

  it('stays in the field the visitor chose while the dialog fades in: nothing typed lands in another field', async () => {
    const { dialog, events } = await openLogin();
    const email = within(dialog).getByLabelText<HTMLInputElement>('이메일');
    const password = within(dialog).getByLabelText<HTMLInputElement>('비밀번호');
    // Chosen as soon as the dialog shows (a tap, or a browser's autofill), before it has faded in.
    act(() => password.focus());
    await events.keyboard('Nanum');
    // Past the fade-in (0.3 s), when the dialog used to move the focus to the email field.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await events.keyboard('#2027');
    expect(password.value).toBe('Nanum#2027');
    expect(email.value).toBe('');
  });
});

describe('Back and the login dialog', () => {
  it('the dialog has its history entry as soon as it shows, and Back closes it on the same page', async () => {
    const { store } = await openLogin();
    expect(dialogEntry()).toBeDefined();

    act(() => window.history.back());
    await waitFor(() => expect(store.getState().modal.loginModal).toBe(false));
    expect(window.location.pathname).toBe('/community/notice');
    expect(dialogEntry()).toBeUndefined();
  });

  it('a dialog closed with its button takes its entry back off', async () => {
    const { store, events, dialog } = await openLogin();
    expect(dialogEntry()).toBeDefined();
    await events.click(within(dialog).getByRole('button', { name: '로그인 창 닫기' }));
    expect(store.getState().modal.loginModal).toBe(false);
    await waitFor(() => expect(dialogEntry()).toBeUndefined());
  });
});

describe('the login dialog’s messages', () => {
  const WRONG = '이메일 또는 비밀번호가 일치하지 않습니다.';

  it('shows a refused login under the password, linked to it, which gets the focus, besides the toast', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { events, api, dialog } = await openLogin({ 'POST /api/user/login': () => new Promise((resolve) => (answer = resolve)) });
    await events.type(within(dialog).getByLabelText('이메일'), 'member@nanum.test');
    await events.type(within(dialog).getByLabelText('비밀번호'), 'wrong#2026');
    const send = within(dialog).getByRole('button', { name: '로그인' });
    await events.click(send);
    // Busy: aria-disabled, not disabled, so the focus stays in the dialog; a second press sends nothing.
    const busy = await within(dialog).findByRole('button', { name: '로그인 중…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(busy);
    await events.keyboard('{Enter}');
    answer({ status: 400, body: { status: 400, message: WRONG } });

    const password = within(dialog).getByLabelText('비밀번호');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(WRONG);
    expect(within(screen.getByRole('alert')).getByText(WRONG)).toBeDefined();
    expect(api.to('POST /api/user/login')).toHaveLength(1);

    // Typing again clears it: it is checked again on submit.
    await events.type(password, 'x');
    expect(password.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(describedBy)).toBeNull();
  });

  it('shows a missing email under the email field, which gets the focus, sending nothing', async () => {
    const { events, api, dialog } = await openLogin();
    await events.type(within(dialog).getByLabelText('비밀번호'), 'nanum#2026');
    await events.click(within(dialog).getByRole('button', { name: '로그인' }));
    const email = within(dialog).getByLabelText('이메일');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('이메일이 입력되지 않았습니다.');
    expect(api.to('POST /api/user/login')).toHaveLength(0);
  });
});
