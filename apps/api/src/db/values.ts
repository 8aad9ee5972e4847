/**
 * Value normalisation between the dialects (STACK-NOTES): mysql2 returns aggregates as strings and
 * (with dateStrings) timestamps as text, SQLite returns numbers and text. Repos use these helpers so
 * that the rest of the code sees one shape.
 */

/** 'YYYY-MM-DD HH:MM:SS' (UTC, as stored) -> ISO 8601 with Z. Null stays null. */
export function toIso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = value.includes('T') ? value : value.replace(' ', 'T');
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A Date (default now) as the 'YYYY-MM-DD HH:MM:SS' UTC text both dialects store and compare. */
export function toDbDate(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Aggregates and counts: a number whatever the driver returned (null -> 0). */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** 0/1 flags as booleans. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** The id of a single-row insert: both dialects answer [id] for one row (not for batches). */
export function insertedId(result: unknown): number {
  const first = Array.isArray(result) ? result[0] : result;
  const id = typeof first === 'object' && first !== null && 'id' in first ? (first as { id: unknown }).id : first;
  return toNumber(id);
}

/**
 * A LIKE pattern that matches `text` literally anywhere: '!' escapes %, _ and itself, so the
 * query says `like ? escape '!'` (the same on SQLite and MySQL).
 */
export const containsPattern = (text: string): string => `%${text.replace(/[!%_]/g, '!$&')}%`;
