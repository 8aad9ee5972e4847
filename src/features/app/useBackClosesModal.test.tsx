// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginModalHost from '@/features/auth/LoginModalHost';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { openModal } from '@/store/modalSlice';

const ENTRY_KEY = '__nanumModal';
const dialogEntry = () => (window.history.state as Record<string, unknown> | null)?.[ENTRY_KEY];

/** The page as Next leaves it: one history entry holding Next's own state. */
function renderPage() {
  fakeApi({ 'GET /api/user/login/providers': { body: { status: 200, data: ['kakao'] } } });
  window.history.replaceState({ __N: true, as: '/community/notice' }, '', '/community/notice');
  return renderWithStore(<LoginModalHost />, { router: fakeRouter('/community/notice') });
}

describe('Back and the login dialog (rendered without the app-wide effects, which may load later)', () => {
  it('the dialog has its history entry as soon as it shows, and Back closes it on the same page', async () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
    });
    await screen.findByRole('dialog', { name: '로그인' });
    expect(dialogEntry()).toBeDefined();

    act(() => window.history.back());
    await waitFor(() => expect(store.getState().modal.loginModal).toBe(false));
    expect(window.location.pathname).toBe('/community/notice');
    expect(dialogEntry()).toBeUndefined();
  });

  it('a dialog closed with its button takes its entry back off', async () => {
    const { store, events } = renderPage();
    act(() => {
      store.dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
    });
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(dialogEntry()).toBeDefined();
    await events.click(within(dialog).getByRole('button', { name: '로그인 창 닫기' }));
    expect(store.getState().modal.loginModal).toBe(false);
    await waitFor(() => expect(dialogEntry()).toBeUndefined());
  });
});
