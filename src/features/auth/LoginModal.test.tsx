// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { openModal } from '@/store/modalSlice';
import LoginModalHost from './LoginModalHost';

async function openLogin() {
  fakeApi({ 'GET /api/user/login/providers': { body: { status: 200, data: [] } } });
  const view = renderWithStore(<LoginModalHost />, { router: fakeRouter('/') });
  act(() => {
    view.store.dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
  });
  const dialog = await screen.findByRole('dialog', { name: '로그인' });
  return { ...view, dialog };
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
