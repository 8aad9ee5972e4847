import { describe, expect, it } from 'vitest';
import { activityDayCount, countedMinutes, dailyCapRule, hoursTotals, SCHOOL_HOURS_RULE, schoolRecordHours } from './volunteerHours';

const day = (startDate: string, minutes: number, endDate = startDate) => ({ startDate, endDate, minutes });

describe('volunteer hours', () => {
  it.each([
    ['keeps minutes exactly', [day('2026-03-01', 95), day('2026-03-02', 47)], [95, 47]],
    ['caps one day at 8 hours', [day('2026-03-01', 600)], [480]],
    ['shares the cap between activities of the same day, earlier first', [day('2026-03-01', 300), day('2026-03-01', 300)], [300, 180]],
    ['gives nothing once the day is full', [day('2026-03-01', 480), day('2026-03-01', 30)], [480, 0]],
    ['caps each day of a longer activity', [day('2026-03-01', 1500, '2026-03-03')], [1440]],
    ['leaves a longer activity under its cap alone', [day('2026-03-01', 900, '2026-03-02')], [900]],
    ['counts bad values as nothing', [day('2026-03-01', -30), day('2026-03-02', Number.NaN)], [0, 0]],
  ])('%s', (_case, entries, expected) => {
    expect(countedMinutes(entries)).toEqual(expected);
  });

  it('uses a configured cap', () => {
    expect(countedMinutes([day('2026-03-01', 400)], 360)).toEqual([360]);
    expect(dailyCapRule(360)).toBe('같은 날의 봉사는 1일 최대 6시간까지 인정합니다.');
  });

  it.each([
    [0, 0],
    [59, 0],
    [60, 1],
    [299, 4],
    [300, 5],
  ])('gives school records whole hours: %i minutes -> %i hours', (minutes, hours) => {
    expect(schoolRecordHours(minutes)).toBe(hours);
  });

  it('totals served, counted and school hours, the rounding rule stated in Korean', () => {
    expect(hoursTotals([day('2026-03-01', 300), day('2026-03-01', 300), day('2026-03-05', 95)])).toEqual({
      servedMinutes: 695,
      countedMinutes: 575,
      schoolHours: 9,
      dailyCapMinutes: 480,
    });
    expect(SCHOOL_HOURS_RULE).toBe('학교생활기록부(NEIS)는 1시간 단위로만 인정하므로, 인정 시간 합계에서 1시간 미만은 버립니다.');
  });

  it('counts the days an activity spans', () => {
    expect(activityDayCount('2026-02-28', '2026-03-01')).toBe(2);
    expect(activityDayCount('2026-03-01', '2026-03-01')).toBe(1);
  });
});
