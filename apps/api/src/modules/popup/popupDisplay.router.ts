import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { POPUP_HIDE_DAYS, POPUP_HIDE_LIMIT_PER_HOUR } from '@nanum/shared/limits';
import { POPUP_HIDDEN_MESSAGE } from '@nanum/shared/siteMessages';
import { popupHideSchema } from '@nanum/shared/popupDisplay';
import { POPUP_VISITOR_COOKIE, popupVisitorIdOf } from '@nanum/shared/sessionCookie';
import type { Db } from '../../db/knex';
import { clientIp, type RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { displayFor, hideFor } from './popupDisplay.service';
import type { Looker, Viewer } from './popupDisplay.repo';

/** The browser's pop-up id for visitors (not logged in, POPUP_VISITOR_COOKIE): random, httpOnly, kept as long as a hide. */
const visitorIdOf = (req: Request): string | null => popupVisitorIdOf(req.headers.cookie);

function lookerOf(req: Request): Looker {
  return { userId: req.user?.id ?? null, visitorId: visitorIdOf(req) };
}

/** A member hides for their account; a visitor for this browser (a new id if it has none yet). */
function viewerForHide(req: Request, res: Response): Viewer {
  if (req.user) return { userId: req.user.id };
  const existing = visitorIdOf(req);
  if (existing) return { visitorId: existing };
  const visitorId = randomBytes(16).toString('hex');
  res.cookie(POPUP_VISITOR_COOKIE, visitorId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: POPUP_HIDE_DAYS * 24 * 60 * 60 * 1000,
  });
  return { visitorId };
}

/**
 * The pop-up announcement for visitors: the display call and "hide for a week" (SPEC section 7).
 * Each hide stores a row, so hides are limited per member, or per address for visitors (a visitor
 * without the cookie is a new browser each time).
 */
export function popupDisplayRouter({ db, limiter }: { db: Db; limiter: RateLimiterFactory }): Router {
  const router = Router();
  const hideLimit = limiter({
    name: 'popup-hide',
    windowMs: 60 * 60 * 1000,
    limit: POPUP_HIDE_LIMIT_PER_HOUR,
    key: (req) => (req.user ? `user:${req.user.id}` : `ip:${clientIp(req)}`),
  });

  router.get(
    '/popup/get/display',
    route({}, async ({ req, res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await displayFor(db, lookerOf(req)) };
    }),
  );

  router.post(
    '/popup/hide',
    hideLimit,
    route({ body: popupHideSchema }, async ({ body, req, res }) => {
      await hideFor(db, () => viewerForHide(req, res), { popupId: body?.popupId });
      return { status: 200, message: POPUP_HIDDEN_MESSAGE };
    }),
  );

  return router;
}
