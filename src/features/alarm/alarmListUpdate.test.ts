import { describe, expect, it } from 'vitest';
import type { AlarmItem, User } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { alarmToastMessage, withAlarmList } from './alarmListUpdate';

const alarm = (id: number, title: string): AlarmItem => ({
  id, title, subTitle: '', description: '', date: '2025-05-01 09:30', href: '/community/notice/1', query: null, view: 0, hidden: 0,
});
const user = { id: 7, name: '박소망', alarm: [alarm(1, '이전 알림')] } as User;
const payload: AlarmListUpdatePayload = {
  alarmData: [alarm(1, '이전 알림'), alarm(2, '새 댓글이 달렸습니다')],
  alarmContent: { title: '새 댓글이 달렸습니다', subTitle: '', description: '', href: '/community/notice/1' },
};

describe('alarmListUpdate', () => {
  it('replaces the stored alarm list and leaves the rest of the user alone', () => {
    const updated = withAlarmList(user, payload);
    expect(updated.alarm).toEqual(payload.alarmData);
    expect(updated).toMatchObject({ id: 7, name: '박소망' });
    expect(user.alarm).toHaveLength(1);
  });

  it('puts a broadcast’s new alarm in front of the stored list instead of replacing it', () => {
    const broadcast: AlarmListUpdatePayload = {
      alarmData: [{ ...alarm(-1_700_000_000_000, '정기총회 안내'), date: '2025-05-02 10:00' }],
      alarmContent: { title: '정기총회 안내', subTitle: '', description: '', href: '/community/notice/1' },
      prepend: true,
    };
    const updated = withAlarmList(user, broadcast);
    expect(updated.alarm.map((item) => item.title)).toEqual(['정기총회 안내', '이전 알림']);
    expect(withAlarmList(updated, broadcast).alarm).toHaveLength(2);
  });

  it('shows the alarm title, or a general line when it has none', () => {
    expect(alarmToastMessage(payload)).toBe('새 댓글이 달렸습니다');
    expect(alarmToastMessage({ ...payload, alarmContent: { ...payload.alarmContent, title: ' ' } })).toBe('새 알림이 도착했습니다.');
  });
});
