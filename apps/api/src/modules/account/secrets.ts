import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE_LENGTH, PASSWORD_RESET_TOKEN_BYTES } from '@nanum/shared/accountLimits';

/**
 * The secrets of sign-up and recovery. Only hashes are stored: a code's HMAC (keyed with the
 * server secret and bound to its address and purpose, since six digits alone are quickly guessed
 * from a leaked hash) and a reset token's SHA-256 (32 random bytes need no key). Comparisons are
 * constant-time.
 */

/** A uniformly random code of EMAIL_CODE_LENGTH digits ("004211" included). */
export function newEmailCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

export function hashEmailCode(secret: string, purpose: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** Whether two hex digests are equal, in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A password reset token: 32 random bytes as base64url (43 characters, fits in a link). */
export function newResetToken(): string {
  return randomBytes(PASSWORD_RESET_TOKEN_BYTES).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
