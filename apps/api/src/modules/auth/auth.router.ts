import { Router } from 'express';
import type { Passport } from 'passport';
import { loginSchema } from '@nanum/shared/schemas';
import { CONNECTION_FAILED_MESSAGE, LOGIN_FAILED_MESSAGE, LOGIN_SUCCESS_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '@nanum/shared/messages';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { logSecurityEvent } from '../../http/securityLog';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { validate } from '../../http/validate';
import { recordLogin } from '../user/user.repo';
import type { ReadCache } from '../../http/readCache';
import { loadSelf } from '../user/user.service';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { loginAccountKey, resolveLoginAccount } from './loginAccountKey';
import { SESSION_COOKIE } from './session';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Email login, logout and the current user (SPEC section 7). Login is rate-limited per IP and,
 * for failures, per account (the account the address or a look-alike of it resolves to, see
 * loginAccountKey.ts); the session id is regenerated at login (passport) and the session
 * destroyed at logout.
 */
export function authRouter(
  db: Db,
  passport: InstanceType<typeof Passport>,
  limiter: RateLimiterFactory,
  loginLimitPerIp: number,
  realtime: Pick<RealtimeEmitter, 'endSession'>,
  readCache: ReadCache,
): Router {
  const router = Router();
  const perIp = limiter({ name: 'login-ip', windowMs: FIFTEEN_MINUTES, limit: loginLimitPerIp });
  const perAccount = limiter({ name: 'login-account', windowMs: FIFTEEN_MINUTES, limit: 10, key: loginAccountKey, onlyFailures: true });

  router.post('/user/login', perIp, resolveLoginAccount(db), perAccount, validate(loginSchema), (req, res, next) => {
    req.body = res.locals.body;
    passport.authenticate('local', (error: unknown, user: Express.User | false) => {
      if (error) return next(error);
      if (!user) {
        logSecurityEvent(req, 'login.failed', null);
        return next(new AppError(401, LOGIN_FAILED_MESSAGE, 'LOGIN_FAILED'));
      }
      req.login(user, (loginError) => {
        if (loginError) return next(loginError);
        req.session.loginAt = Date.now();
        logSecurityEvent(req, 'login', user.id);
        Promise.all([recordLogin(db, user.id), loadSelf(db, user)])
          .then(([, self]) => res.json({ status: 200, message: LOGIN_SUCCESS_MESSAGE, user: self }))
          .catch(next);
      });
    })(req, res, next);
  });

  router.post('/user/logout', (req, res, next) => {
    const ended = req.user ? { sessionId: req.sessionID, userId: req.user.id } : null;
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

  router.get('/user/get/self/information', (req, res, next) => {
    if (!req.user) {
      res.json({ status: 200, data: null });
      return;
    }
    loadSelf(db, req.user, readCache)
      .then((self) => res.json({ status: 200, data: self }))
      .catch(next);
  });

  return router;
}
