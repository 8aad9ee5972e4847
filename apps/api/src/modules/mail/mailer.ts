import nodemailer, { type Transporter } from 'nodemailer';
import { MAIL_UNAVAILABLE_MESSAGE } from '@nanum/shared/messages';
import type { Config } from '../../config/env';
import { AppError } from '../../http/AppError';
import type { Logger } from '../../http/logger';

/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (the digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Whether mail can go out at all (an SMTP server is configured, or development logs it). */
  readonly available: boolean;
  /** Fails with the Korean 503 AppError (and logs a warning) when no mail can go out. */
  assertAvailable(): void;
  /** Sends the mail; fails with a Korean 503 AppError when it cannot. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;

const unavailable = () => new AppError(503, MAIL_UNAVAILABLE_MESSAGE, 'MAIL_UNAVAILABLE');

/**
 * Mail through nodemailer's SMTP transport from SMTP_URL. Without SMTP_URL, development writes the
 * mail to the server log instead (so sign-up works on a fresh clone); anywhere else nothing is
 * sent: every send fails with a Korean 503 and a warning is logged, and a mail's text (codes,
 * links) never reaches a production log.
 */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      available: true,
      assertAvailable: () => {},
      async send({ to, subject, text, headers }) {
        try {
          await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, headers });
        } catch (error) {
          logger.warn({ err: error instanceof Error ? { message: error.message, code: (error as NodeJS.ErrnoException).code } : String(error) }, 'mail could not be sent');
          throw unavailable();
        }
      },
      close: () => transport.close(),
    };
  }

  if (config.NODE_ENV === 'development') {
    return {
      available: true,
      assertAvailable: () => {},
      async send({ to, subject, text }) {
        logger.info({ mail: { to, subject } }, `mail not sent (SMTP_URL is unset; development only):\n${text}`);
      },
      close: () => {},
    };
  }

  const refuse = (): never => {
    logger.warn('mail could not be sent: SMTP_URL is unset (set it in .env, see .env.example)');
    throw unavailable();
  };
  return {
    available: false,
    assertAvailable: refuse,
    async send() {
      refuse();
    },
    close: () => {},
  };
}
