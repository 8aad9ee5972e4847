import { describe, expect, it } from 'vitest';
import { CLOCK_TIME_PATTERN, instantOfSiteDateTimeInput, isCalendarDate, isSiteDateTimeInput, lastSiteMonths, SITE_TIME_ZONE, siteDateTimeInput, siteDateTimeText, siteDay, siteMonth, siteToday, startOfSiteDay, zonedParts, zonedTimeToDate } from './timeZone';

describe('the site’s time zone', () => {
  it('is Korea', () => {
    expect(SITE_TIME_ZONE).toBe('Asia/Seoul');
  });

  it.each([
    ['2026-11-22T14:59:59Z', '2026-11-22'],
    ['2026-11-22T15:00:00Z', '2026-11-23'], // midnight in Seoul
    ['2026-12-31T16:00:00Z', '2027-01-01'],
  ])('at %s it is %s in Korea', (instant, day) => {
    expect(siteToday(new Date(instant))).toBe(day);
    expect(siteDay(new Date(instant))).toBe(day);
  });

  it('reads the wall clock of Seoul, and of other zones when asked', () => {
    expect(zonedParts(new Date('2026-12-31T15:04:05Z'))).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 4, second: 5 });
    expect(zonedParts(new Date('2026-07-01T03:00:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 6, day: 30, hour: 23, minute: 0, second: 0 });
    expect(siteMonth(new Date('2026-10-31T15:00:00Z'))).toBe('2026-11');
  });

  it('finds the instant a wall-clock time happens', () => {
    expect(zonedTimeToDate({ year: 2026, month: 11, day: 1 }).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(zonedTimeToDate({ year: 2026, month: 11, day: 26, hour: 11, minute: 20, second: 5 }, 250).toISOString()).toBe('2026-11-26T02:20:05.250Z');
    // Month 0 is December of the year before.
    expect(zonedTimeToDate({ year: 2027, month: 0, day: 1 }).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    // Across a daylight-saving change (New York springs forward on 8 March 2026).
    expect(zonedTimeToDate({ year: 2026, month: 3, day: 7, hour: 12 }, 0, 'America/New_York').toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(zonedTimeToDate({ year: 2026, month: 3, day: 9, hour: 12 }, 0, 'America/New_York').toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('writes the Korean clock as database-style text', () => {
    expect(siteDateTimeText(new Date('2026-12-01T15:00:07Z'))).toBe('2026-12-02 00:00:07');
  });

  it('starts the Korean day at midnight in Seoul', () => {
    expect(startOfSiteDay(new Date('2026-11-22T16:00:00Z')).toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(startOfSiteDay(new Date('2026-11-22T14:00:00Z')).toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('frames the last months of the Korean calendar', () => {
    // 00:30 on 1 January 2027 in Seoul: January is already the current month.
    const { months, since } = lastSiteMonths(new Date('2026-12-31T15:30:00Z'), 3);
    expect(months).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(since.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(lastSiteMonths(new Date('2026-06-15T00:00:00Z'), 12).months).toEqual([
      '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06',
    ]);
  });
});

describe('Korean time without Intl since 1989', () => {
  // What the browser's own time-zone database says, for comparison.
  const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const intlFields = (date: Date) => {
    const fields = Object.fromEntries(intl.formatToParts(date).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
    return { year: fields.year, month: fields.month, day: fields.day, hour: (fields.hour ?? 0) % 24, minute: fields.minute, second: fields.second };
  };

  it('reads the same fields as Intl at every hour boundary, month end and leap day from 1989 to 2100', () => {
    const instants: Date[] = [];
    for (let year = 1989; year <= 2100; year += 1) {
      for (const [month, day, hour, minute] of [[1, 1, 0, 0], [2, 28, 14, 59], [2, 29, 15, 0], [3, 31, 23, 59], [6, 30, 14, 30], [10, 9, 2, 0], [12, 31, 14, 59], [12, 31, 15, 0]] as const) {
        instants.push(new Date(Date.UTC(year, month - 1, day, hour, minute, 59, 999)));
      }
    }
    for (const date of instants) expect(zonedParts(date), date.toISOString()).toEqual(intlFields(date));
  });

  it('leaves earlier instants to Intl: Seoul kept summer time (UTC+10) in 1987 and 1988', () => {
    const summer1988 = new Date('1988-07-01T03:00:00Z');
    expect(zonedParts(summer1988)).toEqual({ year: 1988, month: 7, day: 1, hour: 13, minute: 0, second: 0 });
    expect(zonedParts(summer1988)).toEqual(intlFields(summer1988));
  });
});

describe('a datetime-local field in Korean time', () => {
  it('shows an instant on the site’s clock and reads the field back as the same instant', () => {
    // 15:30 UTC is 00:30 of the next day in Seoul.
    expect(siteDateTimeInput(new Date('2026-11-30T15:30:00.000Z'))).toBe('2026-12-01T00:30');
    expect(instantOfSiteDateTimeInput('2026-12-01T00:30')?.toISOString()).toBe('2026-11-30T15:30:00.000Z');
  });
  it('reads nothing from another text', () => {
    expect(instantOfSiteDateTimeInput('')).toBeUndefined();
    expect(instantOfSiteDateTimeInput('2026-12-01')).toBeUndefined();
    expect(instantOfSiteDateTimeInput('내일 오후')).toBeUndefined();
  });
  it.each([
    ['2026-02-30T09:00'], // no 30 February
    ['2026-02-29T09:00'], // 2026 is not a leap year
    ['2026-13-01T09:00'],
    ['2026-00-10T09:00'],
    ['2026-04-31T09:00'],
    ['2026-12-02T24:00'],
    ['2026-12-02T24:70'],
    ['2026-12-02T25:99'],
    ['2026-12-02T12:60'],
    ['2026-12-02T9:00'],
    ['2026-12-02T09:00T09:00'],
  ])('refuses the impossible %s instead of rolling it over to another day', (value) => {
    expect(isSiteDateTimeInput(value)).toBe(false);
    expect(instantOfSiteDateTimeInput(value)).toBeUndefined();
  });
  it('reads the first and last minute of a day, and 29 February of a leap year', () => {
    expect(instantOfSiteDateTimeInput('2024-02-29T09:00')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(instantOfSiteDateTimeInput('2026-12-02T23:59')?.toISOString()).toBe('2026-12-02T14:59:00.000Z');
    expect(instantOfSiteDateTimeInput('2026-12-02T00:00')?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(isSiteDateTimeInput('2026-12-31T23:59')).toBe(true);
    expect(isSiteDateTimeInput(202612312359)).toBe(false);
  });
});

describe('a real calendar date and time of day', () => {
  it.each<[unknown, boolean]>([
    ['2024-02-29', true],
    ['2026-02-28', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-45', false],
    ['2026-99-99', false],
    ['2026-00-00', false],
    ['2026-3-1', false],
    ['2026-03-01T00:00', false],
    [null, false],
  ])('date %j -> %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });
  it.each<[string, boolean]>([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['25:99', false],
    ['12:60', false],
    ['9:00', false],
  ])('time %s -> %s', (value, valid) => {
    expect(CLOCK_TIME_PATTERN.test(value)).toBe(valid);
  });
});
