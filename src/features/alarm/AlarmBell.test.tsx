// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlarmItem } from '@nanum/shared/entities';
import { fakeApi, fakeConfirm, type FakeAnswer } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import AlarmBell, { ALARM_MENU_OPEN_ATTRIBUTE } from './AlarmBell';

const alarm: AlarmItem = {
  id: 31, title: '내 글에 댓글이 달렸습니다.', subTitle: '봉사 후기', description: '좋은 글 감사합니다!', date: '2026-11-20T03:00:00.000Z',
  href: '/community/knowhow/12', query: null, view: 0, hidden: 0,
};

describe('the notification bell', () => {
  it('closes its list when an alarm is opened, marks it read and follows its link', async () => {
    const api = fakeApi({ 'PUT /api/alarm/view': { body: { status: 200, message: '', data: [{ ...alarm, view: 1 }] } } });
    const router = fakeRouter('/');
    const { events } = renderWithStore(<AlarmBell />, { user: signedIn({ alarm: [alarm] }), router });
    await events.click(screen.getByRole('button', { name: '알림, 읽지 않은 알림 1개' }));
    const list = await screen.findByRole('list', { name: '알림 목록' });
    // While the list is open, the toasts are told to keep clear of it.
    expect(document.body.hasAttribute(ALARM_MENU_OPEN_ATTRIBUTE)).toBe(true);

    await events.click(screen.getByRole('button', { name: /^읽지 않음: 내 글에 댓글이 달렸습니다/ }));
    expect(router.push).toHaveBeenCalledWith('/community/knowhow/12');
    expect(api.to('PUT /api/alarm/view')).toHaveLength(1);
    expect(list.closest('.dropdown-menu')?.classList.contains('show')).toBe(false);
    expect(document.body.hasAttribute(ALARM_MENU_OPEN_ATTRIBUTE)).toBe(false);
  });

  it('counts every unread alarm on the badge, not only the 50 the list carries, and follows the server’s count after a read', async () => {
    fakeApi({ 'PUT /api/alarm/view': { body: { status: 200, message: '', data: [{ ...alarm, view: 1 }], unread: 54 } } });
    const { events } = renderWithStore(<AlarmBell />, { user: signedIn({ alarm: [alarm], alarmUnread: 55 }), router: fakeRouter('/') });
    expect(screen.getByTestId('alarm-badge').textContent).toBe('55');
    await events.click(screen.getByRole('button', { name: '알림, 읽지 않은 알림 55개' }));
    await events.click(await screen.findByRole('button', { name: /^읽지 않음: 내 글에 댓글이 달렸습니다/ }));
    await screen.findByRole('button', { name: '알림, 읽지 않은 알림 54개' });
    expect(screen.getByTestId('alarm-badge').textContent).toBe('54');
  });

  it('keeps the focus in the open list when an alarm is deleted: on the alarm now in its place, then on the bell', async () => {
    const second: AlarmItem = { ...alarm, id: 32, title: '캠페인 선발 결과가 나왔습니다.', view: 1 };
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'DELETE /api/alarm/delete': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const { events } = renderWithStore(<AlarmBell />, { user: signedIn({ alarm: [alarm, second] }), router: fakeRouter('/') });
    await events.click(screen.getByRole('button', { name: '알림, 읽지 않은 알림 1개' }));
    const list = await screen.findByRole('list', { name: '알림 목록' });
    const remove = within(list).getByRole('button', { name: `알림 삭제: ${alarm.title}` });
    await events.click(remove);
    await waitFor(() => expect(remove.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(remove);
    await events.click(remove);
    answer({ body: { status: 200, message: '', data: [second] } });
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('button', { name: /^캠페인 선발 결과가 나왔습니다/ })));
    expect(api.to('DELETE /api/alarm/delete')).toHaveLength(1);
    expect(list.closest('.dropdown-menu')?.classList.contains('show')).toBe(true);

    await events.click(within(list).getByRole('button', { name: `알림 삭제: ${second.title}` }));
    answer({ body: { status: 200, message: '', data: [] } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '알림' })));
  });

  it('keeps 모두 삭제 focusable once there is nothing left to delete (aria-disabled), doing nothing then', async () => {
    const confirm = fakeConfirm(true);
    const api = fakeApi({ 'DELETE /api/alarm/delete': { body: { status: 200, message: '알림을 모두 삭제했습니다.', data: [] } } });
    const { events } = renderWithStore(<AlarmBell />, { user: signedIn({ alarm: [alarm] }), router: fakeRouter('/') });
    await events.click(screen.getByRole('button', { name: '알림, 읽지 않은 알림 1개' }));
    const removeAll = await screen.findByRole('button', { name: '모두 삭제' });
    await pressWhileBusy(events, removeAll);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.to('DELETE /api/alarm/delete')).toHaveLength(1);
  });
});
