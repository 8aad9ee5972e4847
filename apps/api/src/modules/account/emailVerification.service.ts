import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES } from '@nanum/shared/accountLimits';
import {
  EMAIL_CODE_EXPIRED_MESSAGE,
  EMAIL_CODE_MISMATCH_MESSAGE,
  EMAIL_CODE_TOO_MANY_ATTEMPTS_MESSAGE,
} from '@nanum/shared/messages';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { Mailer, MailMessage } from '../mail/mailer';
import { assertMailConfigured } from '../mail/mailNotConfigured';
import { alreadyRegisteredMail, joinCodeMail } from '../mail/mailTexts';
import { findUserIdByEmail } from '../user/user.repo';
import {
  findLatestEmailCode,
  insertEmailCode,
  markEmailCodeVerified,
  spendEmailCodeAttempt,
  type EmailCodePurpose,
} from './emailCode.repo';
import { hashEmailCode, newEmailCode, sameDigest } from './secrets';

export interface EmailVerificationDeps {
  db: Db;
  mailer: Mailer;
  /** Keys the code hashes. */
  secret: string;
  publicUrl: string;
}

const PURPOSE: EmailCodePurpose = 'join';

/**
 * Sends a sign-up code to the address. When the address already has an account no code is made:
 * that mail says so instead, and the caller answers the same either way (no account enumeration).
 * The one exception is the logged-in member's own address (`requesterId`): completing an account
 * proves it like any other.
 */
export async function sendJoinCode({ db, mailer, secret, publicUrl }: EmailVerificationDeps, email: string, requesterId?: number): Promise<void> {
  await assertMailConfigured(db, mailer);
  const owner = await findUserIdByEmail(db, email);
  if (owner !== null && owner !== requesterId) {
    await mailer.send(alreadyRegisteredMail(email, publicUrl));
    return;
  }
  await sendEmailCode({ db, mailer, secret, publicUrl }, email, PURPOSE, joinCodeMail);
}

/** Makes a code for the address and purpose, stores its hash and mails it (the text from `mail`). */
export async function sendEmailCode(
  { db, mailer, secret, publicUrl }: EmailVerificationDeps,
  email: string,
  purpose: EmailCodePurpose,
  mail: (to: string, code: string, publicUrl: string) => MailMessage,
): Promise<void> {
  const code = newEmailCode();
  await insertEmailCode(db, {
    email,
    purpose,
    codeHash: hashEmailCode(secret, purpose, email, code),
    expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60 * 1000),
  });
  await mailer.send(mail(email, code, publicUrl));
}

/** Checks a sign-up code (verifyEmailCode of purpose 'join'). */
export function verifyJoinCode(deps: Pick<EmailVerificationDeps, 'db' | 'secret'>, email: string, code: string): Promise<number> {
  return verifyEmailCode(deps, email, code, PURPOSE);
}

/**
 * Checks a code against the newest one sent to the address for the purpose: unexpired, unused,
 * with tries left (each try is counted atomically before the comparison, so parallel guesses
 * cannot exceed the limit), compared in constant time. Returns the code's id, now marked verified.
 */
export async function verifyEmailCode({ db, secret }: Pick<EmailVerificationDeps, 'db' | 'secret'>, email: string, code: string, purpose: EmailCodePurpose): Promise<number> {
  const row = await findLatestEmailCode(db, email, purpose);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(400, EMAIL_CODE_EXPIRED_MESSAGE, 'EMAIL_CODE_EXPIRED');
  }
  if (!(await spendEmailCodeAttempt(db, row.id, EMAIL_CODE_MAX_ATTEMPTS))) {
    throw new AppError(400, EMAIL_CODE_TOO_MANY_ATTEMPTS_MESSAGE, 'EMAIL_CODE_ATTEMPTS');
  }
  if (!sameDigest(hashEmailCode(secret, purpose, email, code), row.codeHash)) {
    throw new AppError(400, EMAIL_CODE_MISMATCH_MESSAGE, 'EMAIL_CODE_MISMATCH');
  }
  await markEmailCodeVerified(db, row.id);
  return row.id;
}
