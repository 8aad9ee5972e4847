/**
 * Formatters of SPEC section 9: unit abbreviation, Korean relative time and date formats.
 *
 * Time zone: dates are formatted in the local time zone of the running process (dayjs default).
 * In the browser that is the user's zone; on a server, set TZ=Asia/Seoul if it formats dates.
 * Inputs are ISO strings (with Z or an offset), 'YYYY-MM-DD HH:mm:ss' text (read as local), Dates
 * or epoch milliseconds. An absent or invalid date formats as "-".
 */
import dayjs from 'dayjs';
import { DASH_LABEL } from './display';
import { RELATIVE_TIME_MAX_HOURS } from './limits';

/** Date format. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Date and time format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** Month format. */
export const MONTH_FORMAT = 'YYYY-MM';

/** A date as accepted by the formatters. */
export type DateInput = string | number | Date | null | undefined;

/** Abbreviation units, largest first. */
const UNITS = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

/**
 * A count abbreviated: below 1000 as is, then K (thousands), M (millions), B (billions) with one
 * decimal, truncated (never rounded up into the next unit) and dropped when zero:
 * 999 -> "999", 1500 -> "1.5K", 1599 -> "1.5K", 2000000 -> "2M", 3400000000 -> "3.4B".
 */
export function formatUnit(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  const unit = UNITS.find((candidate) => magnitude >= candidate.size);
  if (!unit) return String(value);
  const tenths = Math.trunc(value / (unit.size / 10));
  return `${tenths / 10}${unit.suffix}`;
}

/** The date as a dayjs value, or null when absent or invalid. */
function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** Formats a date with a dayjs pattern; "-" when absent or invalid. */
function formatWith(value: DateInput, pattern: string): string {
  return toDayjs(value)?.format(pattern) ?? DASH_LABEL;
}

/** "YYYY-MM-DD". */
export const formatDate = (value: DateInput): string => formatWith(value, DATE_FORMAT);
/** "YYYY-MM-DD HH:mm". */
export const formatDateTime = (value: DateInput): string => formatWith(value, DATE_TIME_FORMAT);
/** "YYYY-MM". */
export const formatMonth = (value: DateInput): string => formatWith(value, MONTH_FORMAT);

/**
 * Korean relative time under 24 hours ("N초 전", "N분 전", "N시간 전", whole units rounded down),
 * otherwise the date "YYYY-MM-DD". A date slightly in the future (clock skew) reads "0초 전".
 */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDayjs(value);
  const reference = toDayjs(now);
  if (!date || !reference) return DASH_LABEL;
  const seconds = Math.max(0, reference.diff(date, 'second'));
  if (seconds < 60) return `${seconds}초 전`;
  if (seconds < 60 * 60) return `${Math.floor(seconds / 60)}분 전`;
  if (seconds < RELATIVE_TIME_MAX_HOURS * 60 * 60) return `${Math.floor(seconds / 3600)}시간 전`;
  return date.format(DATE_FORMAT);
}
