import { Router, type Request, type RequestHandler, type Response } from 'express';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/messages';
import { myDataFileName } from '@nanum/shared/myDataExport';
import { emailChangeCodeSchema, emailChangeSchema, OWN_ACCOUNT_MESSAGES as M, OWN_ACCOUNT_RATE_LIMITS, withdrawSchema } from '@nanum/shared/ownAccountRules';
import { SESSION_COOKIE } from '@nanum/shared/sessionCookie';
import { siteToday } from '@nanum/shared/timeZone';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { logSecurityEvent } from '../../http/securityLog';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { renewSessionLogin } from '../auth/logInSession';
import { deviceSessionKey } from '../push/deviceSession';
import type { Mailer } from '../mail/mailer';
import { loadSelf } from '../user/user.service';
import { alarmPromotions } from '../youth/waitlist.service';
import { changeEmail, myDataZip, sendEmailChangeCode, withdraw } from './ownAccount.service';
import { pushShortenedAlarmLists } from '../alarm/alarm.service';
import type { Logger } from '../../http/logger';
import { codeMailLimits } from '../account/accountLimits';

export interface OwnAccountRouterDeps {
  db: Db;
  config: Pick<Config, 'sessionSecret' | 'publicUrl' | 'uploadDir'>;
  mailer: Mailer;
  limiter: RateLimiterFactory;
  /** A withdrawal or an email change ends every (other) login: the member's sockets leave their room at once. */
  realtime: RealtimeEmitter;
  /** Logs what fails after a withdrawal committed (redrawing its certificate files). */
  logger?: Logger;
}

const MINUTE = 60 * 1000;

/** Ends this request's login and session, and clears the cookie. */
function endSession(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logout((logoutError) => {
      if (logoutError) return reject(new AppError(500, CONNECTION_FAILED_MESSAGE, 'LOGOUT_FAILED'));
      req.session.destroy(() => {
        res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
        resolve();
      });
    });
  });
}

/**
 * The member's own account (issue 23): leaving, taking their data, changing the login email.
 *
 *   POST /api/user/withdraw       { content: keep|delete, password? } -> { status, message }
 *   GET  /api/user/get/self/data                                      -> a ZIP (JSON and CSV files)
 *   POST /api/user/email/code     { email }                           -> { status, message } (the same for every address;
 *                                 limited per member, and per address and IP together with sign-up codes)
 *   POST /api/user/email          { email, code, password? }          -> { status, message, user }
 *
 * Withdrawal and the email change re-authenticate (the password, or a fresh social login for an
 * account without one); the email change ends the member's other sessions and sockets.
 */
export function ownAccountRouter({ db, config, mailer, limiter, realtime, logger }: OwnAccountRouterDeps): Router {
  const router = Router();
  const perMember = (name: keyof typeof OWN_ACCOUNT_RATE_LIMITS, onlyFailures = false): RequestHandler =>
    limiter({
      name: `own-${name}`,
      windowMs: OWN_ACCOUNT_RATE_LIMITS[name].minutes * MINUTE,
      limit: OWN_ACCOUNT_RATE_LIMITS[name].limit,
      key: (req) => `member:${req.user?.id ?? '-'}`,
      onlyFailures,
    });
  const codeMails = codeMailLimits(limiter);
  const verification = { db, mailer, secret: config.sessionSecret, publicUrl: config.publicUrl };
  /** When this session last logged in or proved itself at a linked provider (a fresh social login confirms). */
  const provenAt = (req: Request) => Math.max(req.session.loginAt ?? 0, req.session.socialProofAt ?? 0);

  router.post(
    '/user/withdraw',
    route({ auth: 'login', use: [perMember('withdraw', true)], body: withdrawSchema }, async ({ body, user, req, res }) => {
      const { promotions, alarmRecipients } = await withdraw(db, config.uploadDir, user, { content: body.content, password: body.password, loginAt: provenAt(req), ip: req.ip ?? '' }, config.publicUrl, logger);
      await alarmPromotions({ db, realtime }, promotions);
      await pushShortenedAlarmLists({ db, realtime }, alarmRecipients);
      realtime.endUser(user.id);
      logSecurityEvent(req, 'account.withdrawn', user.id);
      await endSession(req, res);
      return { status: 200, message: M.withdrawn };
    }),
  );

  router.get(
    '/user/get/self/data',
    route({ auth: 'login', use: [perMember('export')] }, async ({ user, res }) => {
      const zip = await myDataZip(db, user.id);
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${myDataFileName(siteToday())}"`,
        'Cache-Control': 'no-store',
      });
      res.send(zip);
      return undefined;
    }),
  );

  router.post(
    '/user/email/code',
    route({ auth: 'login', use: [perMember('emailCode'), ...codeMails], body: emailChangeCodeSchema }, async ({ body, user }) => {
      await sendEmailChangeCode(verification, user, body.email);
      return { status: 200, message: M.emailCodeSent };
    }),
  );

  router.post(
    '/user/email',
    route({ auth: 'login', use: [perMember('emailChange')], body: emailChangeSchema }, async ({ body, user, req }) => {
      const loginAt = req.session.loginAt;
      const updated = await changeEmail(verification, user, { email: body.email, code: body.code, password: body.password, loginAt: provenAt(req), sessionKey: deviceSessionKey(req.sessionID) });
      // Every session ended with the session version; this one is logged in again, from when it was (as a password change).
      await renewSessionLogin(db, req, updated, loginAt ?? Date.now());
      realtime.endUser(updated.id);
      logSecurityEvent(req, 'email.changed', updated.id);
      return { status: 200, message: M.emailChanged, user: await loadSelf(db, updated) };
    }),
  );

  return router;
}
