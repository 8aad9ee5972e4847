/**
 * How volunteer time counts (issue 27), as 1365 자원봉사포털 and schools count it:
 *
 * - Minutes are kept exactly: what a manager confirmed (or attendance recorded) is summed as is,
 *   never rounded along the way.
 * - A daily cap per person (default 8 hours, YOUTH_DAILY_CAP_HOURS): activities on the same day
 *   count together up to the cap, earlier ones first; an activity over several days is spread over
 *   its days and shares each day's cap with every other activity of that day, so however the
 *   activities overlap, no more than the cap times the distinct days served is ever credited.
 * - School records (NEIS) take whole hours only: the counted total in whole hours, the minutes
 *   under an hour dropped (SCHOOL_HOURS_RULE). Shown beside the minutes, never instead of them.
 */
import { CLOCK_TIME_PATTERN } from './timeZone';
import { CREDIT_STEP_MINUTES, MAX_CREDIT_HOURS, MINUTES_PER_HOUR } from './youthRules';

/** Hours a person may be credited for one day unless configured otherwise. */
export const DEFAULT_DAILY_CAP_HOURS = 8;
export const DEFAULT_DAILY_CAP_MINUTES = DEFAULT_DAILY_CAP_HOURS * MINUTES_PER_HOUR;

/** The rule of the whole-hour figure, in Korean, shown wherever the figure is. */
export const SCHOOL_HOURS_RULE = '학교생활기록부(NEIS)는 1시간 단위로만 인정하므로, 인정 시간 합계에서 1시간 미만은 버립니다.';

/** The daily cap in words: '1일 최대 8시간까지 인정합니다.' */
export const dailyCapRule = (capMinutes: number): string => `같은 날의 봉사는 1일 최대 ${capMinutes / MINUTES_PER_HOUR}시간까지 인정합니다.`;

/** One activity's served time: its dates (YYYY-MM-DD) and the minutes confirmed. */
export interface ServedEntry {
  startDate: string;
  endDate: string;
  minutes: number;
}

const dayNumber = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** Calendar days an activity spans, both ends included (at least 1). */
export const activityDayCount = (startDate: string, endDate: string): number => {
  const days = dayNumber(endDate) - dayNumber(startDate) + 1;
  return Number.isFinite(days) ? Math.max(1, days) : 1;
};

/** Minutes in a day: what one calendar day of an activity can hold at most. */
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** Minutes after midnight of an 'HH:MM' time, or null for anything else. */
function clockMinutes(time: string | null | undefined): number | null {
  if (!time || !CLOCK_TIME_PATTERN.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * MINUTES_PER_HOUR + minutes;
}

/** A campaign's schedule as the credit limit reads it: its dates and, when set, its start and end times (Korean time). */
export interface CreditSchedule {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * The most minutes one participation of a campaign may be credited (참여 확인, 정정): no one serves
 * longer than the activity lasts, so a typing slip (6000 minutes for a two-hour morning) never
 * reaches a certificate or the 1365 export. With start and end times, the scheduled span (10:00 to
 * 12:00: 2 hours; 10:00 on the 1st to 16:00 on the 2nd: 30 hours); with dates only, 24 hours for
 * each of its days. Rounded down to the credit step (what can be typed) and never above
 * MAX_CREDIT_HOURS.
 */
export function creditLimitMinutes(campaign: CreditSchedule): number {
  const days = activityDayCount(campaign.startDate, campaign.endDate);
  const start = clockMinutes(campaign.startTime);
  const end = clockMinutes(campaign.endTime);
  const scheduled = start !== null && end !== null ? (days - 1) * MINUTES_PER_DAY + end - start : 0;
  const span = scheduled > 0 ? scheduled : days * MINUTES_PER_DAY;
  return Math.min(MAX_CREDIT_HOURS * MINUTES_PER_HOUR, Math.floor(span / CREDIT_STEP_MINUTES) * CREDIT_STEP_MINUTES);
}

/** Minutes as a whole non-negative number (bad values count as 0). */
const exactMinutes = (minutes: number): number => (Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0);

/** An entry's claim on the days it spans: its place in the list, its first and last day, and the minutes not yet placed on a day. */
interface DayClaim {
  index: number;
  first: number;
  last: number;
  left: number;
}

const claimOf = (entry: ServedEntry, index: number): DayClaim => {
  const first = dayNumber(entry.startDate);
  return Number.isFinite(first)
    ? { index, first, last: first + activityDayCount(entry.startDate, entry.endDate) - 1, left: exactMinutes(entry.minutes) }
    : { index, first: Number.NaN, last: Number.NaN, left: 0 };
};

/** Every day some claim spans, in calendar order. */
function daysSpanned(claims: readonly DayClaim[]): number[] {
  const days = new Set<number>();
  for (const claim of claims) for (let day = claim.first; day <= claim.last; day += 1) days.add(day);
  return [...days].sort((a, b) => a - b);
}

/**
 * The minutes that count of each entry, under the daily cap. Every day has one cap, shared by all
 * the entries that span it, one-day and longer alike: an activity over several days is spread over
 * its days, each day taking what is left of that day's cap. Days are filled in calendar order,
 * each with the entries that end soonest first (a one-day activity before a longer one that could
 * still use a later day), then in the order given (the earlier entries of the list first). The
 * order is deterministic and credits as much as the cap allows, never more than the cap times the
 * distinct days served.
 */
export function countedMinutes(entries: readonly ServedEntry[], capMinutes: number = DEFAULT_DAILY_CAP_MINUTES): number[] {
  const claims = entries.map(claimOf);
  const counted = entries.map(() => 0);
  const soonestEndFirst = claims.filter((claim) => claim.left > 0).sort((a, b) => a.last - b.last || a.index - b.index);
  for (const day of daysSpanned(soonestEndFirst)) {
    let room = Math.max(0, capMinutes);
    for (const claim of soonestEndFirst) {
      if (room === 0) break;
      if (claim.left === 0 || day < claim.first || day > claim.last) continue;
      const placed = Math.min(claim.left, room);
      claim.left -= placed;
      room -= placed;
      counted[claim.index] = (counted[claim.index] ?? 0) + placed;
    }
  }
  return counted;
}

/** Whole hours for school records: 299 minutes -> 4, 60 -> 1, 59 -> 0. */
export const schoolRecordHours = (minutes: number): number => Math.floor(exactMinutes(minutes) / MINUTES_PER_HOUR);

/** The totals a member's record shows: served (as confirmed), counted (after the daily cap) and the school figure. */
export interface HoursTotals {
  servedMinutes: number;
  countedMinutes: number;
  schoolHours: number;
  dailyCapMinutes: number;
}

export function hoursTotals(entries: readonly ServedEntry[], capMinutes: number = DEFAULT_DAILY_CAP_MINUTES): HoursTotals {
  const counted = countedMinutes(entries, capMinutes).reduce((sum, minutes) => sum + minutes, 0);
  return {
    servedMinutes: entries.reduce((sum, entry) => sum + exactMinutes(entry.minutes), 0),
    countedMinutes: counted,
    schoolHours: schoolRecordHours(counted),
    dailyCapMinutes: capMinutes,
  };
}
