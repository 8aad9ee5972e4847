// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@nanum/shared/notificationMessages';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@nanum/shared/notificationSettings';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import NotificationSettings from './NotificationSettings';

const saved = (request: { body?: unknown }) => ({ body: { status: 200, message: M.settingsSaved, data: request.body } });

describe('알림 설정 in one’s profile', () => {
  it('shows each kind × channel, turns comment pushes off and saves everything at once', async () => {
    const api = fakeApi({ 'GET /api/user/notifications': { body: { status: 200, data: DEFAULT_NOTIFICATION_SETTINGS } }, 'PUT /api/user/notifications': saved });
    const { events } = renderWithStore(<NotificationSettings />, { user: signedIn() });
    const section = await screen.findByRole('region', { name: '알림 설정' });
    const push = await within(section).findByRole('checkbox', { name: '내 글에 달린 댓글 앱 푸시' });
    expect((push as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByRole('checkbox', { name: '운영진 공지 이메일 요약' }) as HTMLInputElement).checked).toBe(false);
    await events.click(push);
    await events.click(within(section).getByRole('button', { name: '알림 설정 저장' }));
    expect(await screen.findByText(M.settingsSaved)).toBeDefined();
    const puts = api.sent.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([{ ...DEFAULT_NOTIFICATION_SETTINGS, channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels, comment: { site: true, push: false, email: false } } }]);
  });

  it('night-time consent needs the promotional consent first, and withdrawing it withdraws both', async () => {
    const api = fakeApi({ 'GET /api/user/notifications': { body: { status: 200, data: DEFAULT_NOTIFICATION_SETTINGS } }, 'PUT /api/user/notifications': saved });
    const { events } = renderWithStore(<NotificationSettings />, { user: signedIn() });
    const night = (await screen.findByRole('checkbox', { name: '야간(21:00~08:00)에도 광고성 앱 푸시를 받겠습니다' })) as HTMLInputElement;
    expect(night.disabled).toBe(true);
    const promotional = screen.getByRole('checkbox', { name: '후원·행사 안내 등 광고성 정보 수신에 동의합니다' });
    await events.click(promotional);
    expect(night.disabled).toBe(false);
    await events.click(night);
    await events.click(promotional);
    expect(night.checked).toBe(false);
    await events.click(screen.getByRole('button', { name: '알림 설정 저장' }));
    await screen.findByText(M.settingsSaved);
    expect(api.sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: false, nightConsent: false }]);
  });

  it('the email summary of a kind follows its site switch: off with it, and not offered while it is off', async () => {
    const api = fakeApi({ 'GET /api/user/notifications': { body: { status: 200, data: DEFAULT_NOTIFICATION_SETTINGS } }, 'PUT /api/user/notifications': saved });
    const { events } = renderWithStore(<NotificationSettings />, { user: signedIn() });
    const site = (await screen.findByRole('checkbox', { name: '내 글에 달린 댓글 사이트' })) as HTMLInputElement;
    const email = screen.getByRole('checkbox', { name: '내 글에 달린 댓글 이메일 요약' }) as HTMLInputElement;
    await events.click(email);
    expect(email.checked).toBe(true);
    await events.click(site);
    expect([site.checked, email.checked, email.disabled]).toEqual([false, false, true]);
    await events.click(screen.getByRole('button', { name: '알림 설정 저장' }));
    await screen.findByText(M.settingsSaved);
    const [put] = api.sent.filter((request) => request.method === 'PUT');
    expect((put?.body as typeof DEFAULT_NOTIFICATION_SETTINGS).channels.comment).toEqual({ site: false, push: true, email: false });
  });

  it('keeps the save button focusable while saving (aria-disabled, not disabled), and saves once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      'GET /api/user/notifications': { body: { status: 200, data: DEFAULT_NOTIFICATION_SETTINGS } },
      'PUT /api/user/notifications': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { events } = renderWithStore(<NotificationSettings />, { user: signedIn() });
    const save = (await screen.findByRole('button', { name: '알림 설정 저장' })) as HTMLButtonElement;
    await pressWhileBusy(events, save);
    expect(save.textContent).toBe('저장 중…');
    expect(api.to('PUT /api/user/notifications')).toHaveLength(1);

    answer({ body: { status: 200, message: M.settingsSaved, data: DEFAULT_NOTIFICATION_SETTINGS } });
    expect(await screen.findByText(M.settingsSaved)).toBeDefined();
    expect(save.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(save);
    expect(api.to('PUT /api/user/notifications')).toHaveLength(1);
  });

  it('a refused save shows the server’s Korean message', async () => {
    fakeApi({ 'GET /api/user/notifications': { body: { status: 200, data: DEFAULT_NOTIFICATION_SETTINGS } }, 'PUT /api/user/notifications': { status: 400, body: { status: 400, message: M.settingsInvalid } } });
    const { events } = renderWithStore(<NotificationSettings />, { user: signedIn() });
    await events.click(await screen.findByRole('button', { name: '알림 설정 저장' }));
    expect(await screen.findByText(M.settingsInvalid)).toBeDefined();
  });
});
