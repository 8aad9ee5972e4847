/**
 * Formatters of SPEC section 9: unit abbreviation, Korean relative time and date formats.
 *
 * Time zone: dates are formatted in the local time zone of the running process.
 * In the browser that is the user's zone; on a server, set TZ=Asia/Seoul if it formats dates.
 * Inputs are ISO strings (with Z or an offset), 'YYYY-MM-DD HH:mm:ss' text (read as local), Dates
 * or epoch milliseconds. An absent or invalid date formats as "-".
 *
 * Plain Date code, no date library: these formatters are in the first-load JavaScript of the board
 * lists, the post page and the certificate check, where dayjs weighed about 3 kB gzip
 * (docs/BUNDLES.md). Text is read as dayjs read it, so dates show as they did.
 */
import { DASH_LABEL } from './display';
import { RELATIVE_TIME_MAX_HOURS } from './limits';

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

/**
 * Date text without a zone ("2024-03-05", "2024-03-05 09:07:30", "2024-03-05T09:07:30.123"):
 * year, month, day, hours, minutes, seconds, fraction. Read as local time, as dayjs reads it.
 */
const LOCAL_TEXT = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** Local date text as a Date, or null when the text is not of that form (it then has a zone, or is no date). */
function parseLocalText(text: string): Date | null {
  const parts = /z$/i.test(text) ? null : LOCAL_TEXT.exec(text);
  if (!parts) return null;
  const [, year, month, day, hours, minutes, seconds, fraction] = parts;
  const number = (part: string | undefined, absent: number) => (part ? Number(part) : absent);
  return new Date(
    Number(year),
    number(month, 1) - 1,
    number(day, 1),
    number(hours, 0),
    number(minutes, 0),
    number(seconds, 0),
    Number((fraction ?? '0').slice(0, 3)),
  );
}

/** The date, or null when absent or invalid. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = (typeof value === 'string' && parseLocalText(value)) || new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A number as two digits (or four for a year). */
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "YYYY-MM" of a valid date, in local time. */
const monthOf = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}`;
/** "YYYY-MM-DD" of a valid date, in local time. */
const dayOf = (date: Date) => `${monthOf(date)}-${pad(date.getDate())}`;

/** Formats a date that may be absent or invalid ("-"). */
const formatWith = (show: (date: Date) => string) => (value: DateInput): string => {
  const date = toDate(value);
  return date ? show(date) : DASH_LABEL;
};

/** "YYYY-MM-DD". */
export const formatDate = formatWith(dayOf);
/** "YYYY-MM-DD HH:mm". */
export const formatDateTime = formatWith((date) => `${dayOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`);
/** "YYYY-MM". */
export const formatMonth = formatWith(monthOf);

/**
 * Korean relative time under 24 hours ("N초 전", "N분 전", "N시간 전", whole units rounded down),
 * otherwise the date "YYYY-MM-DD". A date slightly in the future (clock skew) reads "0초 전".
 */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return DASH_LABEL;
  const seconds = Math.max(0, Math.trunc((reference.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return `${seconds}초 전`;
  if (seconds < 60 * 60) return `${Math.floor(seconds / 60)}분 전`;
  if (seconds < RELATIVE_TIME_MAX_HOURS * 60 * 60) return `${Math.floor(seconds / 3600)}시간 전`;
  return dayOf(date);
}
