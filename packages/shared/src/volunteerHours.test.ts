import { describe, expect, it } from 'vitest';
import { activityDayCount, countedMinutes, creditLimitMinutes, dailyCapRule, hoursTotals, SCHOOL_HOURS_RULE, schoolRecordHours } from './volunteerHours';

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
    [
      'shares each day between overlapping longer activities and a one-day one (two days: 16 hours in all)',
      [day('2026-11-01', 960, '2026-11-02'), day('2026-11-01', 960, '2026-11-02'), day('2026-11-01', 480)],
      [480, 0, 480],
    ],
    ['charges a longer activity to the cap of each of its days, which a one-day activity then shares', [day('2026-11-01', 960, '2026-11-02'), day('2026-11-02', 480)], [960, 0]],
    ['puts a longer activity on the day a one-day activity leaves free', [day('2026-11-01', 480, '2026-11-02'), day('2026-11-01', 480)], [480, 480]],
    ['fills nested longer activities, the one ending sooner first', [day('2026-11-01', 480, '2026-11-03'), day('2026-11-01', 960, '2026-11-02')], [480, 960]],
  ])('%s', (_case, entries, expected) => {
    expect(countedMinutes(entries)).toEqual(expected);
  });

  it('never credits more than the cap times the distinct days served, nor more than an entry served', () => {
    let seed = 27;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 200; round += 1) {
      const entries = Array.from({ length: 1 + next(6) }, () => {
        const start = `2026-11-0${1 + next(4)}`;
        return day(start, 30 * next(60), `2026-11-0${Number(start.slice(-1)) + next(3)}`);
      });
      const counted = countedMinutes(entries);
      const days = new Set(entries.flatMap((entry) => Array.from({ length: activityDayCount(entry.startDate, entry.endDate) }, (_, offset) => Number(entry.startDate.slice(-1)) + offset)));
      expect(counted.reduce((sum, minutes) => sum + minutes, 0)).toBeLessThanOrEqual(480 * days.size);
      counted.forEach((minutes, index) => expect(minutes).toBeLessThanOrEqual(entries[index]?.minutes ?? 0));
      expect(countedMinutes(entries)).toEqual(counted);
    }
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

  it.each([
    ['a morning of 10:00 to 12:00', { startDate: '2026-11-01', endDate: '2026-11-01', startTime: '10:00', endTime: '12:00' }, 120],
    ['10:00 on one day to 16:00 the next', { startDate: '2026-11-01', endDate: '2026-11-02', startTime: '10:00', endTime: '16:00' }, 1800],
    ['22:00 to 06:00 the next day', { startDate: '2026-11-01', endDate: '2026-11-02', startTime: '22:00', endTime: '06:00' }, 480],
    ['10:00 to 11:45, down to the half hour', { startDate: '2026-11-01', endDate: '2026-11-01', startTime: '10:00', endTime: '11:45' }, 90],
    ['one day without times', { startDate: '2026-11-01', endDate: '2026-11-01', startTime: null, endTime: null }, 1440],
    ['two days without times', { startDate: '2026-11-01', endDate: '2026-11-02' }, 2880],
    ['a week without times, at most 100 hours', { startDate: '2026-11-01', endDate: '2026-11-07' }, 6000],
    ['times that end before they start on one day (read as dates only)', { startDate: '2026-11-01', endDate: '2026-11-01', startTime: '12:00', endTime: '10:00' }, 1440],
  ])('credits one participation at most the length of its activity: %s', (_case, campaign, limit) => {
    expect(creditLimitMinutes(campaign)).toBe(limit);
  });
});
