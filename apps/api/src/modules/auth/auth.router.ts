import { Router, type Request, type Response } from 'express';
import type { Passport } from 'passport';
import { loginSchema } from '@nanum/shared/schemas';
import { CONNECTION_FAILED_MESSAGE, LOGIN_FAILED_MESSAGE, LOGIN_SUCCESS_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '@nanum/shared/messages';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { logSecurityEvent } from '../../http/securityLog';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import type { ReadCache } from '../../http/readCache';
import { loadSelf } from '../user/user.service';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { removeSessionDevices } from '../push/device.repo';
import { deviceSessionKey } from '../push/deviceSession';
import { logInSession } from './logInSession';
import { loginAccountKey, resolveLoginAccount } from './loginAccountKey';
import { SESSION_COOKIE } from './session';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface AuthRouterDeps {
  db: Db;
  passport: InstanceType<typeof Passport>;
  limiter: RateLimiterFactory;
  config: Pick<Config, 'LOGIN_LIMIT_PER_IP'>;
  realtime: Pick<RealtimeEmitter, 'endSession'>;
  readCache: ReadCache;
}

/** Runs passport's local strategy on the request: the user of the email and password, or false. */
function authenticateLocal(passport: InstanceType<typeof Passport>, req: Request, res: Response): Promise<Express.User | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate('local', (error: unknown, user: Express.User | false) => (error ? reject(error) : resolve(user)))(req, res, reject);
  });
}

/**
 * Email login, logout and the current user (SPEC section 7). Login is rate-limited per IP and,
 * for failures, per account (the account the address or a look-alike of it resolves to, see
 * loginAccountKey.ts); the session id is regenerated at login (passport) and the session
 * destroyed at logout.
 */
export function authRouter({ db, passport, limiter, config, realtime, readCache }: AuthRouterDeps): Router {
  const router = Router();
  const perIp = limiter({ name: 'login-ip', windowMs: FIFTEEN_MINUTES, limit: config.LOGIN_LIMIT_PER_IP });
  const perAccount = limiter({ name: 'login-account', windowMs: FIFTEEN_MINUTES, limit: 10, key: loginAccountKey, onlyFailures: true });

  router.post(
    '/user/login',
    perIp,
    resolveLoginAccount(db),
    perAccount,
    route({ body: loginSchema }, async ({ body, req, res }) => {
      // The strategy reads the parsed (trimmed) fields.
      req.body = body;
      const user = await authenticateLocal(passport, req, res);
      if (!user) {
        logSecurityEvent(req, 'login.failed', null);
        throw new AppError(401, LOGIN_FAILED_MESSAGE, 'LOGIN_FAILED');
      }
      await logInSession(db, req, user, { event: 'login' });
      return { status: 200, message: LOGIN_SUCCESS_MESSAGE, user: await loadSelf(db, user) };
    }),
  );

  router.post('/user/logout', async (req, res, next) => {
    const ended = req.user ? { sessionId: req.sessionID, userId: req.user.id } : null;
    // The phone this login registered stops receiving the member's pushes (the app may not say so itself).
    if (ended) {
      try {
        await removeSessionDevices(db, ended.userId, deviceSessionKey(ended.sessionId));
      } catch (error) {
        return next(error);
      }
    }
    req.logout((logoutError) => {
      if (logoutError) return next(new AppError(500, CONNECTION_FAILED_MESSAGE, 'LOGOUT_FAILED'));
      req.session.destroy((destroyError) => {
        if (destroyError) return next(new AppError(500, CONNECTION_FAILED_MESSAGE, 'LOGOUT_FAILED'));
        // The sockets opened with this login stop receiving the member's pushes at once.
        if (ended) {
          realtime.endSession(ended.sessionId, ended.userId);
          logSecurityEvent(req, 'logout', ended.userId);
        }
        res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
        res.json({ status: 200, message: LOGOUT_SUCCESS_MESSAGE });
      });
    });
  });

  router.get(
    '/user/get/self/information',
    route({}, async ({ user }) => ({ status: 200, data: user ? await loadSelf(db, user, readCache) : null })),
  );

  return router;
}
