/**
 * A whole number with its thousands grouped as Korean writes them ("12,345"): what
 * toLocaleString('ko-KR') writes, without making an Intl number formatter, whose first making on a
 * page cost a throttled phone about 45 ms of the board list's start (docs/STARTUP.md, ninth look).
 * Fractions and numbers beyond the safe integers still go through Intl. A module of its own, so
 * that the pages that write amounts do not bring the date formatters with it.
 */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('ko-KR');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
