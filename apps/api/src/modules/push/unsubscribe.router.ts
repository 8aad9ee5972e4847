import { Router } from 'express';
import { z } from 'zod';
import { NOTIFICATION_MESSAGES as M } from '@nanum/shared/notificationMessages';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { clientIp, type RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { turnDigestOff } from './digest.repo';
import { memberOfUnsubscribeToken } from './digestToken';

const tokenQuery = z.object({ token: z.string({ error: M.unsubscribeInvalid }).max(64, M.unsubscribeInvalid) }, { error: M.unsubscribeInvalid });

/**
 * The email digest's one-click unsubscribe (RFC 8058), without a login: the signed token names the
 * member. Mail clients POST `List-Unsubscribe=One-Click` here; the link in the mail opens the page
 * /notifications/unsubscribe, which asks first and then POSTs the same.
 *
 *   POST /api/notifications/unsubscribe?token=  -> { status, message }
 */
export function unsubscribeRouter({ db, secret, limiter }: { db: Db; secret: string; limiter: RateLimiterFactory }): Router {
  const router = Router();
  const perAddress = limiter({ name: 'digest-unsubscribe', windowMs: 60 * 60 * 1000, limit: 60, key: (req) => `ip:${clientIp(req)}` });
  router.post(
    '/notifications/unsubscribe',
    route({ use: [perAddress], query: tokenQuery }, async ({ query }) => {
      const userId = memberOfUnsubscribeToken(secret, query.token);
      if (userId === undefined) throw new AppError(400, M.unsubscribeInvalid, 'VALIDATION');
      await turnDigestOff(db, userId);
      return { status: 200, message: M.unsubscribed };
    }),
  );
  return router;
}
