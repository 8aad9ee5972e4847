/**
 * Dates of birth and age in full years (만 나이), counted on the site's calendar (Korea,
 * timeZone.ts), whatever the clock's time zone.
 */
import { BIRTH_YEAR_MIN, GUARDIAN_CONSENT_AGE } from './accountLimits';
import { isCalendarDate, siteToday } from './timeZone';

/** Whether the text is a real calendar date written YYYY-MM-DD (timeZone.ts keeps the one check). */
export { isCalendarDate };

/** A plausible date of birth: a real date, not before BIRTH_YEAR_MIN and not after today (Korea). */
export function isValidBirthday(value: unknown, now: Date = new Date()): value is string {
  return isCalendarDate(value) && Number(value.slice(0, 4)) >= BIRTH_YEAR_MIN && value <= siteToday(now);
}

/**
 * Age in full years on `today` (both YYYY-MM-DD): the years passed, less one when this year's
 * birthday has not come yet. A 29 February birthday comes on 1 March in other years.
 */
export function fullAge(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/** Whether a member born on `birthday` needs a guardian's consent to join (under 14 today, in Korea). */
export function needsGuardianConsent(birthday: unknown, now: Date = new Date()): boolean {
  return isValidBirthday(birthday, now) && fullAge(birthday, siteToday(now)) < GUARDIAN_CONSENT_AGE;
}
