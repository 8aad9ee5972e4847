/** Request bodies of QR attendance (issue 27), with their Korean messages. */
import { z } from 'zod';
import { ATTENDANCE_CODE_DIGITS, MAX_SERVED_MINUTES } from './attendance';
import { ATTENDANCE_MESSAGES as M } from './attendanceMessages';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { singleLine } from './textRules';
import { isSiteDateTimeInput } from './timeZone';
import { requiredText } from './requiredText';

/** The QR text read by a camera (parsed and checked by the API). */
const tokenSchema = requiredText(M.codeInvalid).max(100, M.codeInvalid);

/** The short code typed instead (spaces and a hyphen allowed: "123 456", "123-456"). */
export const shortCodeSchema = z
  .string({ error: M.codeFormat })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => new RegExp(`^\\d{${ATTENDANCE_CODE_DIGITS}}$`).test(value), M.codeFormat);

/**
 * POST /api/youth/attendance/check: the campaign's QR text, or the campaign and its 6-digit short
 * code (when the camera cannot be used).
 */
export const checkInSchema = z.union(
  [
    z.strictObject({ token: tokenSchema }),
    z.strictObject({ campaignId: z.number({ error: M.campaignRequired }).int(M.campaignRequired).positive(M.campaignRequired), code: shortCodeSchema }),
  ],
  { error: M.codeInvalid },
);
export type CheckInInput = z.infer<typeof checkInSchema>;

/** POST /api/youth/campaigns/{id}/attendance/scan: a member's own QR text, read by the operator's camera. */
export const memberScanSchema = z.strictObject({ token: tokenSchema }, { error: M.codeInvalid });

/** A Korean wall-clock time as a datetime-local field sends it ("YYYY-MM-DDTHH:MM"), naming a real day and time (2026-02-30 or 24:70 is refused). */
const siteTimeSchema = z.string({ error: M.timeInvalid }).refine(isSiteDateTimeInput, M.timeInvalid);

/** Minutes between two wall-clock times of one zone (Korea keeps no daylight saving time). */
const wallClockMinutes = (from: string, to: string): number => Math.floor((Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000);

/** Longest reason of an attendance correction. */
export const ATTENDANCE_REASON_MAX = 200;

/**
 * PUT /api/youth/attendance/{participationId}: a manager corrects the times (Korean time) and the
 * minutes served, with a reason. Without a check-out time there are no minutes; without minutes
 * they are the span between the times, which may then not pass MAX_SERVED_MINUTES either. The API
 * also keeps both times on the campaign's days (attendance.service.ts).
 */
export const attendanceCorrectionSchema = z
  .strictObject(
    {
      checkInAt: siteTimeSchema,
      checkOutAt: siteTimeSchema.nullable(),
      minutes: z.number({ error: M.minutesInvalid }).int(M.minutesInvalid).min(0, M.minutesInvalid).max(MAX_SERVED_MINUTES, M.minutesInvalid).nullable(),
      reason: singleLine(requiredText(M.reasonRequired).max(ATTENDANCE_REASON_MAX, M.reasonTooLong)),
    },
    { error: UNKNOWN_ERROR_MESSAGE },
  )
  .refine((input) => input.checkOutAt === null || input.checkOutAt > input.checkInAt, { message: M.checkOutBeforeCheckIn, path: ['checkOutAt'] })
  .refine((input) => input.checkOutAt !== null || input.minutes === null, { message: M.minutesNeedCheckOut, path: ['minutes'] })
  .refine((input) => input.checkOutAt === null || input.minutes !== null || wallClockMinutes(input.checkInAt, input.checkOutAt) <= MAX_SERVED_MINUTES, {
    message: M.spanOverMax,
    path: ['checkOutAt'],
  })
  .refine((input) => input.checkOutAt === null || input.minutes === null || input.minutes <= wallClockMinutes(input.checkInAt, input.checkOutAt), {
    message: M.minutesOverSpan,
    path: ['minutes'],
  });
export type AttendanceCorrectionInput = z.infer<typeof attendanceCorrectionSchema>;
