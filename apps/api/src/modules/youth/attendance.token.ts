import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ATTENDANCE_CODE_DIGITS,
  attendanceStep,
  attendanceTokenBody,
  isStepValid,
  parseAttendanceToken,
  stepEndsAt,
  stepExpiresAt,
  type AttendanceTokenKind,
} from '@nanum/shared/attendance';
import type { AttendanceCode } from '@nanum/shared/attendanceViews';

/**
 * The signing of attendance codes (packages/shared/src/attendance.ts): HMAC-SHA256 with a key
 * derived from the server's session secret for this purpose only, over the code's kind, id and
 * time step. The QR carries 128 bits of it (never guessable); the short code of a campaign is 6
 * digits of a second HMAC of the same step (as TOTP truncates), rate-limited where it is typed.
 */
export interface AttendanceSigner {
  /** The code of a campaign ('C') or a participation ('P') at `now`. */
  issue(kind: AttendanceTokenKind, id: number, now?: Date): AttendanceCode;
  /** Why a QR text is refused, or what it names: its kind and id. */
  verify(text: string, now?: Date): { ok: true; kind: AttendanceTokenKind; id: number } | { ok: false; reason: 'invalid' | 'expired' };
  /** Whether a typed short code is the campaign's, in its current or previous step. */
  verifyShortCode(campaignId: number, code: string, now?: Date): boolean;
}

const MAC_BYTES = 16;

export function attendanceSigner(sessionSecret: string): AttendanceSigner {
  const key = createHmac('sha256', sessionSecret).update('nanum attendance codes v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES).toString('base64url');
  const shortCode = (campaignId: number, step: number) => {
    const digest = createHmac('sha256', key).update(`short.${attendanceTokenBody('C', campaignId, step)}`).digest();
    return String(digest.readUInt32BE(0) % 10 ** ATTENDANCE_CODE_DIGITS).padStart(ATTENDANCE_CODE_DIGITS, '0');
  };
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    issue(kind, id, now = new Date()) {
      const step = attendanceStep(now);
      const body = attendanceTokenBody(kind, id, step);
      return {
        token: `${body}.${mac(body)}`,
        code: kind === 'C' ? shortCode(id, step) : null,
        refreshAt: stepEndsAt(step).toISOString(),
        expiresAt: stepExpiresAt(step).toISOString(),
      };
    },
    verify(text, now = new Date()) {
      const token = parseAttendanceToken(text);
      if (!token || !same(token.mac, mac(attendanceTokenBody(token.kind, token.id, token.step)))) return { ok: false, reason: 'invalid' };
      if (!isStepValid(token.step, now)) return { ok: false, reason: 'expired' };
      return { ok: true, kind: token.kind, id: token.id };
    },
    verifyShortCode(campaignId, code, now = new Date()) {
      const step = attendanceStep(now);
      return [step, step - 1].some((candidate) => same(shortCode(campaignId, candidate), code));
    },
  };
}
