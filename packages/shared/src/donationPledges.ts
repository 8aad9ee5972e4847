/**
 * Monthly giving (정기 후원, issue 29): a member's pledge charged each month through a PortOne
 * billing key; a failed charge is tried again a day later, and after three failures in a row the
 * pledge stops and the donor is told.
 */
import { zonedParts, zonedTimeToDate } from './timeZone';

export const PLEDGE_STATES = ['pending', 'active', 'cancelled', 'stopped'] as const;
export type PledgeState = (typeof PLEDGE_STATES)[number];
export const PLEDGE_STATE_LABELS: Readonly<Record<PledgeState, string>> = { pending: '카드 등록 대기', active: '정기 후원 중', cancelled: '해지', stopped: '결제 실패로 중단' };

/** Charges that may fail in a row before the pledge stops. */
export const PLEDGE_MAX_FAILURES = 3;
/** Hours until a failed charge is tried again. */
export const PLEDGE_RETRY_HOURS = 24;
export const PLEDGE_ORDER_NAME = '나눔 정기 후원';

/** The same Korean day and time next month (the 31st becomes the month's last day). */
export function nextMonthlyCharge(after: Date): Date {
  const parts = zonedParts(after);
  const year = parts.month === 12 ? parts.year + 1 : parts.year;
  const month = parts.month === 12 ? 1 : parts.month + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return zonedTimeToDate({ year, month, day: Math.min(parts.day, lastDay), hour: parts.hour, minute: parts.minute });
}
