import { describe, expect, it } from 'vitest';
import { applyAlarmListUpdate, findStoredAlarm, isProvisionalAlarm } from './alarmPush';
import type { AlarmItem } from './entities';
import { ALARM_LIST_LIMIT } from './limits';
import type { AlarmListUpdatePayload } from './socketEvents';

const alarm = (id: number, title: string, date = '2026-11-20T09:30:00.000Z'): AlarmItem => ({
  id, title, subTitle: '', description: '', date, href: '/community/notice/1', query: null, view: 0, hidden: 0,
});
const content = { title: '정기총회 안내', subTitle: '', description: '', href: '/community/notice/1' };
const broadcastAlarm = alarm(-1_700_000_000_000, '정기총회 안내', '2026-11-23T01:00:00.000Z');
const broadcast: AlarmListUpdatePayload = { alarmData: [broadcastAlarm], alarmContent: content, prepend: true };

describe('alarm list after alarmListUpdate', () => {
  it('replaces the list with a one-member push’s whole list', () => {
    const whole = [alarm(9, '새 댓글'), alarm(3, '이전 알림')];
    expect(applyAlarmListUpdate([alarm(3, '이전 알림')], { alarmData: whole, alarmContent: content })).toBe(whole);
  });

  it('puts a broadcast’s alarm in front of the stored list, once, at most the list’s length', () => {
    const stored = Array.from({ length: ALARM_LIST_LIMIT }, (_, n) => alarm(ALARM_LIST_LIMIT - n, `알림 ${n}`));
    const after = applyAlarmListUpdate(stored, broadcast);
    expect(after).toHaveLength(ALARM_LIST_LIMIT);
    expect(after[0]).toBe(broadcastAlarm);
    expect(after.slice(1)).toEqual(stored.slice(0, ALARM_LIST_LIMIT - 1));
    // The same push again (or after a fetch brought the member's own row of it): nothing is added.
    expect(applyAlarmListUpdate(after, broadcast)).toEqual(after);
    const fetched = [{ ...broadcastAlarm, id: 812 }, ...stored.slice(0, 3)];
    expect(applyAlarmListUpdate(fetched, broadcast)).toEqual(fetched);
  });

  it('finds the member’s own row of a provisional alarm in a fetched list, or nothing once it is gone', () => {
    expect(isProvisionalAlarm(broadcastAlarm)).toBe(true);
    expect(isProvisionalAlarm(alarm(812, '정기총회 안내'))).toBe(false);
    const own = { ...broadcastAlarm, id: 812 };
    const older = { ...broadcastAlarm, id: 700, date: '2026-11-01T01:00:00.000Z' };
    expect(findStoredAlarm([alarm(900, '새 댓글'), own, older], broadcastAlarm)).toBe(own);
    expect(findStoredAlarm([alarm(900, '새 댓글'), older], broadcastAlarm)).toBeUndefined();
  });
});
