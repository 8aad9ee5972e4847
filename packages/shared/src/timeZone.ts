/**
 * The site's time zone: every time shown to people (pages rendered on the server and in the
 * browser, the admin dashboard, certificates, mail) and every "today" of a rule is read on this
 * zone's calendar and clock, whatever the time zone of the process (TZ) or of the reader's device.
 * Server and browser therefore render the same text, and a page hydrates without a mismatch.
 *
 * Times are stored in UTC (apps/api/src/db/values.ts); only showing and day or month grouping use
 * the zone. It is one constant, not a setting: the browser formats with it too, so a value read from
 * the server's environment alone would make the server's HTML and the browser's render disagree.
 */
export const SITE_TIME_ZONE = 'Asia/Seoul';

/** A moment's wall-clock fields in a time zone (month 1-12). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Formatters are costly to make: one per zone, made on first use. */
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Korea's clock has been UTC+9 without summer time since 1989 (the last one ended in October
 * 1988), so from then on the site zone's fields are those of the instant moved nine hours on, read
 * without Intl. Making the zone's Intl formatter and reading parts from it was the costliest step
 * of hydrating a list of dates on a phone (about 60 ms of main thread at 4× throttling, docs/STARTUP.md).
 * Earlier instants and other zones still go through Intl; timeZone.test.ts checks that the two agree.
 */
const SEOUL_FIXED_SINCE = Date.UTC(1989, 0, 1);
const SEOUL_OFFSET_MS = 9 * 3_600_000;

function seoulParts(time: number): ZonedParts {
  const shifted = new Date(time + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The wall-clock fields of `date` in `timeZone` (default: the site's). */
export function zonedParts(date: Date, timeZone: string = SITE_TIME_ZONE): ZonedParts {
  if (timeZone === 'Asia/Seoul' && date.getTime() >= SEOUL_FIXED_SINCE) return seoulParts(date.getTime());
  return intlParts(date, timeZone);
}

/** The fields as Intl reads them in `timeZone` (every zone, every year). */
function intlParts(date: Date, timeZone: string): ZonedParts {
  const fields: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    // Some engines write midnight as 24 even with h23.
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The zone's offset from UTC at `date`, in milliseconds (Seoul: +9 hours). */
function offsetAt(date: Date, timeZone: string): number {
  const parts = zonedParts(date, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - (date.getTime() - date.getMilliseconds());
}

/**
 * The instant at which the zone's clock shows the given wall-clock time (month 1-12; fields out of
 * range roll over as in Date.UTC: month 0 is December of the year before).
 */
export function zonedTimeToDate(fields: Partial<ZonedParts> & { year: number }, millisecond = 0, timeZone: string = SITE_TIME_ZONE): Date {
  const asUtc = Date.UTC(fields.year, (fields.month ?? 1) - 1, fields.day ?? 1, fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0, millisecond);
  // Two passes settle the offset across a daylight-saving change (Seoul has none today).
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetAt(new Date(first), timeZone));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "YYYY-MM" of the parts. */
export const monthKey = (parts: Pick<ZonedParts, 'year' | 'month'>): string => `${pad(parts.year, 4)}-${pad(parts.month)}`;
/** "YYYY-MM-DD" of the parts. */
export const dayKey = (parts: Pick<ZonedParts, 'year' | 'month' | 'day'>): string => `${monthKey(parts)}-${pad(parts.day)}`;

/** The site's calendar date of `date`, "YYYY-MM-DD". */
export const siteDay = (date: Date): string => dayKey(zonedParts(date));
/** The site's calendar month of `date`, "YYYY-MM". */
export const siteMonth = (date: Date): string => monthKey(zonedParts(date));
/** Today on the site's calendar, "YYYY-MM-DD" (the association's "today" for every date rule). */
export const siteToday = (now: Date = new Date()): string => siteDay(now);

/**
 * "YYYY-MM-DD HH:MM:SS" of `date` on the site's clock: compares with values kept as Korean
 * wall-clock text (a pop-up's start and end days).
 */
export function siteDateTimeText(date: Date): string {
  const parts = zonedParts(date);
  return `${dayKey(parts)} ${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
}

/** "YYYY-MM-DDTHH:MM" of `date` on the site's clock: the value of a datetime-local field in Korean time. */
export function siteDateTimeInput(date: Date): string {
  const parts = zonedParts(date);
  return `${dayKey(parts)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether the text is a real calendar date written YYYY-MM-DD (2025-02-30 and 2026-13-01 are not):
 * the one check of every day typed or sent (a campaign's days, a filter's from and to, a birthday).
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a filter's days (YYYY-MM-DD, each optional) are in order: from on or before to. */
export const isDayRange = (range: { from?: string; to?: string }): boolean => !range.from || !range.to || range.from <= range.to;

/** A time of day written HH:MM on a 24-hour clock (00:00 to 23:59; 24:00 and 12:60 are not times). */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether the text is a datetime-local value ("YYYY-MM-DDTHH:MM") naming a real day and a real
 * time of day: 2026-02-30T09:00 and 2026-12-02T24:70 are refused, never rolled over to another day.
 */
export function isSiteDateTimeInput(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const [date, time, ...rest] = value.split('T');
  return rest.length === 0 && isCalendarDate(date) && time !== undefined && CLOCK_TIME_PATTERN.test(time);
}

/** The instant a datetime-local value ("YYYY-MM-DDTHH:MM") names on the site's clock, or undefined for another text or an impossible date or time. */
export function instantOfSiteDateTimeInput(value: string): Date | undefined {
  if (!isSiteDateTimeInput(value)) return undefined;
  const [year, month, day, hour, minute] = value.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  return zonedTimeToDate({ year, month, day, hour, minute });
}

/** The instant the site's day of `date` began (00:00 on the site's clock). */
export function startOfSiteDay(date: Date): Date {
  const { year, month, day } = zonedParts(date);
  return zonedTimeToDate({ year, month, day });
}

/**
 * The last `count` months of the site's calendar up to the month of `now`, oldest first, with the
 * instant the oldest began: the frame of per-month figures.
 */
export function lastSiteMonths(now: Date, count: number): { months: string[]; since: Date } {
  const { year, month } = zonedParts(now);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(monthKey({ year: Math.floor(index / 12), month: (index % 12) + 1 }));
  }
  return { months, since: zonedTimeToDate({ year, month: month - (count - 1), day: 1 }) };
}
