/**
 * How volunteer time counts (issue 27), as 1365 자원봉사포털 and schools count it:
 *
 * - Minutes are kept exactly: what a manager confirmed (or attendance recorded) is summed as is,
 *   never rounded along the way.
 * - A daily cap per person (default 8 hours, YOUTH_DAILY_CAP_HOURS): activities on the same day
 *   count together up to the cap, earlier ones first; an activity over several days counts up to
 *   the cap for each of its days.
 * - School records (NEIS) take whole hours only: the counted total in whole hours, the minutes
 *   under an hour dropped (SCHOOL_HOURS_RULE). Shown beside the minutes, never instead of them.
 */
import { MINUTES_PER_HOUR } from './youthRules';

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
export const activityDayCount = (startDate: string, endDate: string): number => Math.max(1, dayNumber(endDate) - dayNumber(startDate) + 1);

/** Minutes as a whole non-negative number (bad values count as 0). */
const exactMinutes = (minutes: number): number => (Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0);

/**
 * The minutes that count of each entry, in the order given, under the daily cap: one-day
 * activities of the same day share the cap (the earlier entries in the list first); an activity
 * over several days counts up to the cap times its days.
 */
export function countedMinutes(entries: readonly ServedEntry[], capMinutes: number = DEFAULT_DAILY_CAP_MINUTES): number[] {
  const usedByDay = new Map<string, number>();
  return entries.map((entry) => {
    const minutes = exactMinutes(entry.minutes);
    const days = activityDayCount(entry.startDate, entry.endDate);
    if (days > 1) return Math.min(minutes, capMinutes * days);
    const used = usedByDay.get(entry.startDate) ?? 0;
    const counted = Math.min(minutes, Math.max(0, capMinutes - used));
    usedByDay.set(entry.startDate, used + counted);
    return counted;
  });
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
