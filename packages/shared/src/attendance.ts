/**
 * QR attendance at a campaign (issue 27): the rotating codes an operator's screen shows and a
 * member's phone shows, and the rules of checking in and out. Pure: the API signs and checks the
 * codes (HMAC, apps/api/src/modules/youth/attendance.token.ts), the web draws and reads them.
 *
 * A code names what it stands for and a time step: `NA1.C.<campaignId>.<step>.<mac>` (a campaign,
 * on the operator's screen) or `NA1.P.<participationId>.<step>.<mac>` (a member's own
 * participation, on the member's phone). It is valid during its step and the one after, so a code
 * read just before it rotates still works; a code of one campaign never checks in at another.
 * Beside the campaign's QR the screen shows a 6-digit short code of the same step for members
 * whose camera cannot be used.
 */
import { siteToday } from './timeZone';
import type { ParticipationStatus } from './youthRules';

/** Seconds a code's time step lasts; a code is valid in its step and the next (30 to 60 s). */
export const ATTENDANCE_STEP_SECONDS = 30;
/** Steps a code stays valid: its own and the next. */
export const ATTENDANCE_VALID_STEPS = 2;
/** Digits of the short code typed when the camera cannot be used. */
export const ATTENDANCE_CODE_DIGITS = 6;
/** Prefix and version of a QR code's text. */
export const ATTENDANCE_TOKEN_PREFIX = 'NA1';
/** A second scan within this many seconds of checking in is the same visit, not a check-out. */
export const CHECK_OUT_MIN_SECONDS = 60;
/** Most minutes one check-in may record (a day). */
export const MAX_SERVED_MINUTES = 24 * 60;

/** What a code stands for: a campaign (the operator's screen) or a participation (the member's phone). */
export type AttendanceTokenKind = 'C' | 'P';

export interface AttendanceToken {
  kind: AttendanceTokenKind;
  id: number;
  step: number;
  mac: string;
}

/** The time step of an instant. */
export const attendanceStep = (now: Date = new Date()): number => Math.floor(now.getTime() / (ATTENDANCE_STEP_SECONDS * 1000));
/** When a step's code is replaced on screen (the start of the next step). */
export const stepEndsAt = (step: number): Date => new Date((step + 1) * ATTENDANCE_STEP_SECONDS * 1000);
/** When a step's code stops being accepted. */
export const stepExpiresAt = (step: number): Date => new Date((step + ATTENDANCE_VALID_STEPS) * ATTENDANCE_STEP_SECONDS * 1000);

/** The signed part of a code: kind, id and step. */
export const attendanceTokenBody = (kind: AttendanceTokenKind, id: number, step: number): string => `${ATTENDANCE_TOKEN_PREFIX}.${kind}.${id}.${step}`;

const TOKEN_PATTERN = /^NA1\.([CP])\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/** A code's parts, or null for any other text (the MAC is checked by the API). */
export function parseAttendanceToken(text: string): AttendanceToken | null {
  const match = TOKEN_PATTERN.exec(text.trim());
  if (!match) return null;
  return { kind: match[1] as AttendanceTokenKind, id: Number(match[2]), step: Number(match[3]), mac: match[4] as string };
}

/** Whether a code of `step` is still accepted at `now` (its step or the next; never a future one). */
export function isStepValid(step: number, now: Date = new Date()): boolean {
  const current = attendanceStep(now);
  return step <= current && step > current - ATTENDANCE_VALID_STEPS;
}

/** Whole minutes between check-in and check-out (never negative): the minutes served, kept exactly. */
export function minutesBetween(checkIn: Date, checkOut: Date): number {
  return Math.max(0, Math.floor((checkOut.getTime() - checkIn.getTime()) / 60_000));
}

/**
 * The minutes a scanned visit records: check-in to check-out, at most MAX_SERVED_MINUTES (a member
 * who checks out days later, on a camp of several days, records a day; a manager corrects the rest).
 */
export const servedMinutes = (checkIn: Date, checkOut: Date): number => Math.min(MAX_SERVED_MINUTES, minutesBetween(checkIn, checkOut));

/** Whether today (Korean calendar) is one of the campaign's days: check-in opens only then. */
export function isCampaignDay(campaign: { startDate: string; endDate: string }, now: Date = new Date()): boolean {
  const today = siteToday(now);
  return campaign.startDate <= today && today <= campaign.endDate;
}

/**
 * Whether a Korean wall-clock time ("YYYY-MM-DDTHH:MM", checked by the schema) falls on one of the
 * campaign's days, from 00:00 of its first to 23:59 of its last: where a corrected check-in or
 * check-out must lie, as a scan can only happen on those days (isCampaignDay).
 */
export function isOnCampaignDays(campaign: { startDate: string; endDate: string }, siteDateTime: string): boolean {
  const day = siteDateTime.slice(0, 10);
  return campaign.startDate <= day && day <= campaign.endDate;
}

/** States in which a member checks in and out: selected (before a manager confirms attendance). */
export const CHECK_IN_STATUSES: readonly ParticipationStatus[] = ['selected'];
/** The member's check-in page (scan the operator's QR, type its code, show their own). */
export const ATTENDANCE_PAGE_PATH = '/youth/attendance';

/**
 * Whether a member whose participation is in `status` checks in or out at the campaign now:
 * selected, on one of its days (Korean calendar). What the campaign pages offer 출석 체크 by; the
 * API refuses a scan by the same rules.
 */
export const canCheckInNow = (status: ParticipationStatus | null | undefined, campaign: { startDate: string; endDate: string }, now: Date = new Date()): boolean =>
  !!status && CHECK_IN_STATUSES.includes(status) && isCampaignDay(campaign, now);

/** States in which a manager corrects the attendance record (before hours are approved). */
export const ATTENDANCE_CORRECTABLE_STATUSES: readonly ParticipationStatus[] = ['selected', 'attended'];

/** What a scan does to a participation's attendance now. */
export type ScanOutcome = 'checkIn' | 'checkOut' | 'repeat' | 'closed';

/** A scan's effect: check in when none yet, check out once the visit is a minute old, else a repeat; nothing after check-out. */
export function scanOutcome(attendance: { checkInAt: string; checkOutAt: string | null } | null, now: Date = new Date()): ScanOutcome {
  if (!attendance) return 'checkIn';
  if (attendance.checkOutAt) return 'closed';
  return now.getTime() - new Date(attendance.checkInAt).getTime() < CHECK_OUT_MIN_SECONDS * 1000 ? 'repeat' : 'checkOut';
}

/** Failed check-ins a member may make in the window (a wrong or expired code): guessing 6 digits stays hopeless. */
export const CHECK_IN_FAILURE_LIMIT = { minutes: 10, limit: 10 } as const;
