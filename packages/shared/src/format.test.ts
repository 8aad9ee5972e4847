import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLocaleTimestamp, formatLongDate, formatMonth, formatRelativeTime, formatUnit, type DateInput } from './format';

describe('formatUnit', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1599, '1.5K'],
    [12345, '12.3K'],
    [999999, '999.9K'],
    [1000000, '1M'],
    [2000000, '2M'],
    [2350000, '2.3M'],
    [1000000000, '1B'],
    [3400000000, '3.4B'],
    [-1500, '-1.5K'],
  ])('%d -> %s', (value, shown) => {
    expect(formatUnit(value)).toBe(shown);
  });
});

describe('date formats (Korean time, whatever the process time zone)', () => {
  // 09:07:30 on 5 March 2024 in Seoul.
  const date = new Date('2024-03-05T00:07:30Z');
  // Half past midnight on New Year's Day in Seoul, still 31 December in UTC (and in New York).
  const newYear = new Date('2024-12-31T15:30:00Z');

  it.each<[string, (value: DateInput) => string, DateInput, string]>([
    ['date', formatDate, date, '2024-03-05'],
    ['date and time', formatDateTime, date, '2024-03-05 09:07'],
    ['month', formatMonth, date, '2024-03'],
    ['Korean long date', formatLongDate, date, '2024년 3월 5일'],
    ['date just after midnight in Seoul', formatDate, newYear, '2025-01-01'],
    ['date and time just after midnight in Seoul', formatDateTime, newYear, '2025-01-01 00:30'],
    ['month just after midnight in Seoul', formatMonth, newYear, '2025-01'],
    ['long date just after midnight in Seoul', formatLongDate, newYear, '2025년 1월 1일'],
    ['ISO text in UTC', formatDateTime, '2024-12-31T15:30:00.000Z', '2025-01-01 00:30'],
    ['ISO text with an offset', formatDateTime, '2024-03-05T09:07:30-05:00', '2024-03-05 23:07'],
    ['date from epoch ms', formatDate, newYear.getTime(), '2025-01-01'],
    ['zone-less text is a time in Seoul', formatDateTime, '2024-12-31 23:59:59', '2024-12-31 23:59'],
    ['date from zone-less text', formatDate, '2024-12-31 23:59:59', '2024-12-31'],
    ['date only text', formatDateTime, '2024-03-05', '2024-03-05 00:00'],
    ['zone-less text with T and fraction', formatDateTime, '2024-03-05T09:07:30.123', '2024-03-05 09:07'],
    ['month text', formatDate, '2024-03', '2024-03-01'],
    ['MySQL text with a space', formatMonth, '2024-11-30 23:00:00', '2024-11'],
    ['null', formatDate, null, '-'],
    ['undefined', formatDateTime, undefined, '-'],
    ['empty text', formatMonth, '', '-'],
    ['invalid text', formatDate, 'not a date', '-'],
    ['invalid long date', formatLongDate, 'not a date', '-'],
  ])('%s -> %s', (_name, format, value, shown) => {
    expect(format(value)).toBe(shown);
  });

  it('writes a timestamp in the locale format on Korean time', () => {
    expect(formatLocaleTimestamp(newYear)).toBe(newYear.toLocaleString(undefined, { timeZone: 'Asia/Seoul' }));
    expect(formatLocaleTimestamp(newYear)).toContain('2025');
    expect(formatLocaleTimestamp(null)).toBe('-');
  });
});

describe('formatRelativeTime', () => {
  // Noon on 5 March 2024 in Seoul.
  const now = new Date('2024-03-05T03:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;

  it.each<[string, DateInput, string]>([
    ['now', now, '0초 전'],
    ['5 seconds', ago(5 * SECOND), '5초 전'],
    ['59 seconds', ago(59 * SECOND), '59초 전'],
    ['60 seconds', ago(60 * SECOND), '1분 전'],
    ['59 min 59 s', ago(HOUR - SECOND), '59분 전'],
    ['1 hour', ago(HOUR), '1시간 전'],
    ['23 h 59 min', ago(24 * HOUR - MINUTE), '23시간 전'],
    ['24 hours', ago(24 * HOUR), '2024-03-04'],
    ['a day on the Korean calendar (still the 3rd in UTC)', new Date('2024-03-03T15:30:00Z'), '2024-03-04'],
    ['40 days', new Date('2024-01-25T03:00:00Z'), '2024-01-25'],
    ['a little in the future', new Date(now.getTime() + 3 * SECOND), '0초 전'],
    ['ISO text', ago(90 * SECOND).toISOString(), '1분 전'],
    ['invalid', 'nope', '-'],
  ])('%s -> %s', (_name, value, shown) => {
    expect(formatRelativeTime(value, now)).toBe(shown);
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * MINUTE))).toBe('3분 전');
  });
});
