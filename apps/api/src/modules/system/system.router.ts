import { Router } from 'express';
import { pingDb, type Db } from '../../db/knex';
import { HTTP_MESSAGES } from '../../http/AppError';
import type { Mailer } from '../mail/mailer';
import { MAIL_NOT_CONFIGURED_WARNING } from '../mail/mailNotConfigured';

const READY_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Liveness (`/health`: the process answers) and readiness (`/ready`: the database answers and can
 * take writes; on SQLite another process may hold the write lock). `/ready` also says whether mail
 * can go out (`mail: 'unconfigured'` with the start-up warning): the site still serves, but nobody
 * can sign up or reset a password until SMTP_URL is set.
 */
export function systemRouter(db: Db, mailer: Pick<Mailer, 'available'>): Router {
  const router = Router();
  const mail = mailer.available ? { mail: 'configured' } : { mail: 'unconfigured', warnings: [MAIL_NOT_CONFIGURED_WARNING] };
  router.get('/health', (_req, res) => {
    res.json({ status: 200, message: 'ok', data: { uptime: Math.round(process.uptime()) } });
  });
  router.get('/ready', async (_req, res) => {
    try {
      await withTimeout(pingDb(db, { write: true }), READY_TIMEOUT_MS);
      res.json({ status: 200, message: 'ok', data: { database: 'up', ...mail } });
    } catch {
      res.status(503).json({ status: 503, message: HTTP_MESSAGES.unavailable, data: { database: 'down', ...mail } });
    }
  });
  return router;
}
