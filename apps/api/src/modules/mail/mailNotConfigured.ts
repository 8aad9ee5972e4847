import { mailNotConfiguredMessage } from '@nanum/shared/mailMessages';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { findSettings } from '../site/site.repo';
import type { Mailer } from './mailer';

/** The operator's one line (at start and in /api/ready) while no mail can go out. */
export const MAIL_NOT_CONFIGURED_WARNING =
  'SMTP_URL is not set: sign-up codes and password-reset mails cannot be sent; set SMTP_URL (e.g. smtp://127.0.0.1:1025 for a local mail catcher, see README).';

/**
 * Before a mail is promised: on a site with no mail server (SMTP_URL unset outside development)
 * refuses with a Korean 503 that says so and whom to ask (the site settings' email and phone),
 * after the mailer's own warning in the log. Nothing else is read or written.
 */
export async function assertMailConfigured(db: Db, mailer: Mailer): Promise<void> {
  if (mailer.available) return;
  try {
    mailer.assertAvailable();
  } catch {
    // Logged by the mailer; the visitor gets the lasting reason below instead of "try again later".
  }
  const settings = await findSettings(db);
  const value = (key: string) => settings.find((row) => row.key === key)?.value.trim() || undefined;
  throw new AppError(503, mailNotConfiguredMessage({ email: value('email'), phone: value('phone') }), 'MAIL_NOT_CONFIGURED');
}
