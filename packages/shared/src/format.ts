/**
 * Formatters of SPEC section 9: unit abbreviation, Korean relative time and date formats.
 *
 * Time zone: dates are shown on the site's clock (SITE_TIME_ZONE, timeZone.ts: Korea), never the
 * process's or the device's, so the server and the browser write the same text for the same date.
 * Inputs are ISO strings (with Z or an offset), text without a zone ('YYYY-MM-DD HH:mm:ss', read as
 * a time on the site's clock), Dates or epoch milliseconds. An absent or invalid date formats as "-".
 *
 * Intl.DateTimeFormat (timeZone.ts), no date library: these formatters are in the first-load
 * JavaScript of the board lists, the post page and the certificate check (docs/BUNDLES.md).
 */
import { DASH_LABEL } from './placeholderLabels';
import { RELATIVE_TIME_MAX_HOURS } from './limits';
import { dayKey, monthKey, SITE_TIME_ZONE, zonedParts, zonedTimeToDate, type ZonedParts } from './timeZone';

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
 * year, month, day, hours, minutes, seconds, fraction. Read as a time on the site's clock.
 */
const LOCAL_TEXT = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** Zone-less date text as a Date, or null when the text is not of that form (it then has a zone, or is no date). */
function parseLocalText(text: string): Date | null {
  const parts = /z$/i.test(text) ? null : LOCAL_TEXT.exec(text);
  if (!parts) return null;
  const [, year, month, day, hours, minutes, seconds, fraction] = parts;
  const number = (part: string | undefined, absent: number) => (part ? Number(part) : absent);
  const fields = { year: Number(year), month: number(month, 1), day: number(day, 1), hour: number(hours, 0), minute: number(minutes, 0), second: number(seconds, 0) };
  return zonedTimeToDate(fields, Number((fraction ?? '0').slice(0, 3)));
}

/** The date, or null when absent or invalid. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = (typeof value === 'string' && parseLocalText(value)) || new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A number as two digits. */
const pad = (value: number) => String(value).padStart(2, '0');

/** Formats a date that may be absent or invalid ("-") from its fields on the site's clock. */
const formatWith = (show: (parts: ZonedParts) => string) => (value: DateInput): string => {
  const date = toDate(value);
  return date ? show(zonedParts(date)) : DASH_LABEL;
};

/** "YYYY-MM-DD". */
export const formatDate = formatWith(dayKey);
/** "YYYY-MM-DD HH:mm". */
export const formatDateTime = formatWith((parts) => `${dayKey(parts)} ${pad(parts.hour)}:${pad(parts.minute)}`);
/** "YYYY-MM". */
export const formatMonth = formatWith(monthKey);
/** "2026년 11월 22일" (certificates). */
export const formatLongDate = formatWith((parts) => `${parts.year}년 ${parts.month}월 ${parts.day}일`);

/** The reader's locale format with the site's clock: made once, on first use (browser: the device's language). */
let localeFormatter: Intl.DateTimeFormat | undefined;

/**
 * Date and time in the reader's locale format (as Date.toLocaleString writes it), on the site's
 * clock: the timestamps of the client alarm list (SPEC section 4).
 */
export function formatLocaleTimestamp(value: DateInput): string {
  const date = toDate(value);
  if (!date) return DASH_LABEL;
  localeFormatter ??= new Intl.DateTimeFormat(undefined, { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  return localeFormatter.format(date);
}

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
  return dayKey(zonedParts(date));
}
