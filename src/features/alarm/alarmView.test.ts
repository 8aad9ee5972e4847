import { describe, expect, it } from 'vitest';
import type { AlarmItem, User } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { alarmHref, alarmToastMessage, unreadBadge, withAlarmList } from './alarmView';

const alarm = (view: 0 | 1): AlarmItem => ({ id: 1, title: '새 댓글', subTitle: '', description: '', date: '', href: '/', query: null, view, hidden: 0 });

describe('alarm view rules', () => {
  it('counts the unread alarms for the badge, all of them when the list carries only the newest', () => {
    expect(unreadBadge({ alarm: [alarm(0), alarm(1), alarm(0)], alarmUnread: 2 })).toBe(2);
    expect(unreadBadge({ alarm: [alarm(0), alarm(1), alarm(0)], alarmUnread: 55 })).toBe(55);
    expect(unreadBadge({ alarm: [], alarmUnread: 0 })).toBe(0);
  });

  it('follows only links on this site, with the alarm query', () => {
    expect(alarmHref({ href: '/community/notice/3', query: null })).toBe('/community/notice/3');
    expect(alarmHref({ href: '/community/notice/3', query: '?comment=12' })).toBe('/community/notice/3?comment=12');
    expect(alarmHref({ href: '/youth?tab=1', query: 'page=2' })).toBe('/youth?tab=1&page=2');
    for (const href of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(alarmHref({ href, query: null })).toBeNull();
    }
  });
});

const pushed = (id: number, title: string): AlarmItem => ({
  id, title, subTitle: '', description: '', date: '2025-05-01 09:30', href: '/community/notice/1', query: null, view: 0, hidden: 0,
});
const user = { id: 7, name: '박소망', alarm: [pushed(1, '이전 알림')] } as User;
const payload: AlarmListUpdatePayload = {
  alarmData: [pushed(1, '이전 알림'), pushed(2, '새 댓글이 달렸습니다')],
  alarmContent: { title: '새 댓글이 달렸습니다', subTitle: '', description: '', href: '/community/notice/1' },
};

describe('a pushed alarmListUpdate', () => {
  it('replaces the stored alarm list and leaves the rest of the user alone', () => {
    const updated = withAlarmList(user, payload);
    expect(updated.alarm).toEqual(payload.alarmData);
    expect(updated.alarmUnread).toBe(2);
    expect(withAlarmList(user, { ...payload, unread: 57 }).alarmUnread).toBe(57);
    expect(updated).toMatchObject({ id: 7, name: '박소망' });
    expect(user.alarm).toHaveLength(1);
  });

  it('puts a broadcast’s new alarm in front of the stored list instead of replacing it', () => {
    const broadcast: AlarmListUpdatePayload = {
      alarmData: [{ ...pushed(-1_700_000_000_000, '정기총회 안내'), date: '2025-05-02 10:00' }],
      alarmContent: { title: '정기총회 안내', subTitle: '', description: '', href: '/community/notice/1' },
      prepend: true,
    };
    const updated = withAlarmList(user, broadcast);
    expect(updated.alarm.map((item) => item.title)).toEqual(['정기총회 안내', '이전 알림']);
    expect(withAlarmList(updated, broadcast).alarm).toHaveLength(2);
    // 60 unread, of which the list shows 50: the broadcast makes 61, and the same packet again no more.
    const many = withAlarmList({ ...user, alarmUnread: 60 }, broadcast);
    expect(many.alarmUnread).toBe(61);
    expect(withAlarmList(many, broadcast).alarmUnread).toBe(61);
  });

  it('shows the alarm title, or a general line when it has none', () => {
    expect(alarmToastMessage(payload)).toBe('새 댓글이 달렸습니다');
    expect(alarmToastMessage({ ...payload, alarmContent: { title: ' ', subTitle: '', description: '', href: '' } })).toBe('새 알림이 도착했습니다.');
  });
});
