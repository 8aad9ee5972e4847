import { describe, expect, it, vi } from 'vitest';
import type { AlarmItem } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { makeStore } from '@/store/store';
import { setUser } from '@/store/userSlice';
import { signedIn } from '@/test/signedIn';

/** The listener the module gives the socket, called here as the server's push would be. */
let push: ((payload: AlarmListUpdatePayload) => void) | undefined;
vi.mock('@/lib/socket', () => ({
  onAlarmListUpdate: (handler: (payload: AlarmListUpdatePayload) => void) => {
    push = handler;
    return () => undefined;
  },
  onReconnect: () => () => undefined,
}));

const { startAlarmListUpdates } = await import('./alarmListUpdates');

const alarm = (id: number, title: string): AlarmItem => ({ id, title, subTitle: '', description: '', date: '2026-12-02T00:00:00.000Z', href: '', query: '', view: 0, hidden: 0 });

describe('live alarm lists', () => {
  it('replaces the list and toasts a new alarm; a list with alarms taken out (a deleted comment’s) replaces it without a toast', () => {
    const store = makeStore();
    store.dispatch(setUser(signedIn({ alarm: [alarm(1, '이전 알림')] })));
    const stop = startAlarmListUpdates(store);

    push?.({ alarmData: [alarm(2, '내 글에 댓글이 달렸습니다.'), alarm(1, '이전 알림')], alarmContent: { title: '내 글에 댓글이 달렸습니다.', subTitle: '', description: '', href: '' } });
    expect(store.getState().toast?.items.map((item) => item.message)).toEqual(['내 글에 댓글이 달렸습니다.']);

    push?.({ alarmData: [alarm(1, '이전 알림')], alarmContent: null });
    expect(store.getState().user?.alarm?.map((item) => item.id)).toEqual([1]);
    expect(store.getState().toast?.items).toHaveLength(1);
    stop();
  });
});
