import { PASSWORD_RESET_TTL_MINUTES } from '@nanum/shared/accountLimits';
import { isSocialPlaceholderEmail } from '@nanum/shared/codes';
import { maskEmail } from '@nanum/shared/emailMask';
import { PASSWORD_RESET_TOKEN_INVALID_MESSAGE } from '@nanum/shared/messages';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../mail/mailer';
import { assertMailConfigured } from '../mail/mailNotConfigured';
import { passwordResetMail } from '../mail/mailTexts';
import { removeDevicesOf } from '../push/device.repo';
import { hashPassword } from '../user/password';
import { bumpSessionVersion } from '../user/user.repo';
import { findEmailsByNameAndNumber, findPasswordAccount, replacePassword } from './account.repo';
import { findUsableResetToken, insertResetToken, useAllResetTokens, useResetToken } from './resetToken.repo';
import { hashResetToken, newResetToken } from './secrets';

/** The masked address of the newest member with this name and phone, or null. */
export async function findMaskedEmail(db: Db, name: string, number: string): Promise<string | null> {
  const email = (await findEmailsByNameAndNumber(db, name, number)).find((candidate) => !isSocialPlaceholderEmail(candidate));
  return email ? maskEmail(email) : null;
}

export interface ResetMailDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * Mails a single-use reset link when the address has a password login. The caller answers the
 * same words whatever happens here, and the mail goes out after the answer, so neither the words
 * nor the time taken tell whether the address is registered. A failed send is logged.
 */
export async function requestPasswordReset({ db, mailer, logger, publicUrl }: ResetMailDeps, email: string): Promise<{ sent: Promise<void> }> {
  await assertMailConfigured(db, mailer); // the Korean 503, for every address alike
  const account = await findPasswordAccount(db, email);
  if (!account) return { sent: Promise.resolve() };
  const token = newResetToken();
  await insertResetToken(db, {
    userId: account.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
  });
  const link = `${publicUrl}/author/find?token=${token}`;
  const sent = mailer.send(passwordResetMail(account.email, link, publicUrl)).catch((error: unknown) => {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'password reset mail was not sent');
  });
  return { sent };
}

const invalidToken = () => new AppError(400, PASSWORD_RESET_TOKEN_INVALID_MESSAGE, 'RESET_TOKEN_INVALID');

/** Refuses (400, in Korean) a reset token that is unknown, used or expired: its page says so as it opens. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  if (!(await findUsableResetToken(db, hashResetToken(token)))) throw invalidToken();
}

/**
 * Sets a new password with a reset token: in one transaction the token is used up (only if still
 * unused and unexpired), the hash replaced, every other link of the member voided and the session
 * version raised (all sessions end, and the phones they registered stop receiving pushes). An
 * unknown, expired or used token changes nothing.
 */
export async function resetPassword(db: Db, token: string, password: string, rounds: number): Promise<{ userId: number }> {
  const tokenHash = hashResetToken(token);
  const found = await findUsableResetToken(db, tokenHash);
  if (!found) throw invalidToken();
  const passwordHash = await hashPassword(password, rounds);
  await db.transaction(async (trx) => {
    if (!(await useResetToken(trx, found.id))) throw invalidToken();
    await replacePassword(trx, found.userId, passwordHash);
    await useAllResetTokens(trx, found.userId);
    await bumpSessionVersion(trx, found.userId);
    await removeDevicesOf(trx, found.userId);
  });
  return { userId: found.userId };
}
