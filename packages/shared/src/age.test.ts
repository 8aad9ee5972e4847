import { describe, expect, it } from 'vitest';
import { fullAge, isCalendarDate, isValidBirthday, needsGuardianConsent } from './age';

describe('isCalendarDate', () => {
  it.each<[unknown, boolean]>([
    ['2012-05-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2012-13-01', false],
    ['2012-04-31', false],
    ['2012-5-31', false],
    ['20120531', false],
    [' 2012-05-31', false],
    [20120531, false],
    [null, false],
  ])('%j -> %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });
});

describe('isValidBirthday', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  it.each<[unknown, boolean]>([
    ['1995-09-08', true],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2026-11-22', true], // born today
    ['2026-11-23', false], // tomorrow
    ['abc', false],
  ])('%j -> %s', (value, valid) => {
    expect(isValidBirthday(value, now)).toBe(valid);
  });
});

describe('fullAge (만 나이)', () => {
  it.each([
    ['2012-11-22', '2026-11-22', 14], // birthday today
    ['2012-11-23', '2026-11-22', 13], // birthday tomorrow
    ['2012-11-21', '2026-11-22', 14],
    ['2012-12-31', '2026-01-01', 13],
    ['2012-01-01', '2026-12-31', 14],
    ['2012-02-29', '2026-02-28', 13], // leap-day birthday comes on 1 March
    ['2012-02-29', '2026-03-01', 14],
    ['2026-11-22', '2026-11-22', 0],
  ])('born %s, on %s -> %i', (birthday, today, age) => {
    expect(fullAge(birthday, today)).toBe(age);
  });
});

describe('needsGuardianConsent (under 14)', () => {
  const now = new Date('2026-11-22T03:00:00Z'); // 12:00 in Seoul
  it.each<[unknown, boolean]>([
    ['2012-11-22', false], // 14 today
    ['2012-11-23', true], // 14 tomorrow
    ['2015-06-01', true],
    ['1995-09-08', false],
    ['not a date', false],
    [undefined, false],
  ])('%j -> %s', (birthday, needed) => {
    expect(needsGuardianConsent(birthday, now)).toBe(needed);
  });

  it('counts the day in Korea, not in UTC', () => {
    // 2026-11-22 16:00 UTC is already 23 November in Seoul: the 14th birthday has come.
    expect(needsGuardianConsent('2012-11-23', new Date('2026-11-22T16:00:00Z'))).toBe(false);
    expect(needsGuardianConsent('2012-11-23', new Date('2026-11-22T14:00:00Z'))).toBe(true);
  });
});
