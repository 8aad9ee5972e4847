import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatRelativeTime, formatUnit, type DateInput } from './format';

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

describe('date formats (local time)', () => {
  // Built with the local-time constructor so the expectations hold in any time zone.
  const date = new Date(2024, 2, 5, 9, 7, 30);

  it.each<[string, (value: DateInput) => string, DateInput, string]>([
    ['date', formatDate, date, '2024-03-05'],
    ['date and time', formatDateTime, date, '2024-03-05 09:07'],
    ['month', formatMonth, date, '2024-03'],
    ['date from local text', formatDate, '2024-12-31 23:59:59', '2024-12-31'],
    ['date and time from local text', formatDateTime, '2024-12-31 23:59:59', '2024-12-31 23:59'],
    ['date from epoch ms', formatDate, date.getTime(), '2024-03-05'],
    ['date only text', formatDateTime, '2024-03-05', '2024-03-05 00:00'],
    ['local text with T and fraction', formatDateTime, '2024-03-05T09:07:30.123', '2024-03-05 09:07'],
    ['month text', formatDate, '2024-03', '2024-03-01'],
    ['ISO text in UTC', formatDateTime, new Date(2024, 2, 5, 9, 7).toISOString(), '2024-03-05 09:07'],
    ['MySQL text with a space', formatMonth, '2024-11-30 23:00:00', '2024-11'],
    ['null', formatDate, null, '-'],
    ['undefined', formatDateTime, undefined, '-'],
    ['empty text', formatMonth, '', '-'],
    ['invalid text', formatDate, 'not a date', '-'],
  ])('%s -> %s', (_name, format, value, shown) => {
    expect(format(value)).toBe(shown);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2024, 2, 5, 12, 0, 0);
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
    ['40 days', new Date(2024, 0, 25, 12, 0, 0), '2024-01-25'],
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
