import { Router, type RequestHandler } from 'express';
import {
  findEmailSchema,
  findPasswordSchema,
  joinCodeSchema,
  joinSchema,
  joinVerifySchema,
  passwordResetSchema,
  resetTokenCheckSchema,
  snsJoinSchema,
} from '@nanum/shared/accountSchemas';
import {
  CERTIFY_LOGIN_REQUIRED_MESSAGE,
  CERTIFY_SUCCESS_MESSAGE,
  EMAIL_CODE_SENT_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  FIND_EMAIL_FOUND_MESSAGE,
  FIND_EMAIL_NOT_FOUND_MESSAGE,
  JOIN_SUCCESS_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_MAIL_SENT_MESSAGE,
} from '@nanum/shared/messages';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { Logger } from '../../http/logger';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { logSecurityEvent } from '../../http/securityLog';
import { route } from '../../http/route';
import type { Mailer } from '../mail/mailer';
import { loadSelf } from '../user/user.service';
import { isVouchedEmail } from '@nanum/shared/vouchedEmail';
import { certification as defaultCertification, type CertificationProvider } from './certification';
import { sendJoinCode, verifyJoinCode } from './emailVerification.service';
import { assertMayCompleteAccount, completeAccount, joinMember } from './join.service';
import { checkResetToken, findMaskedEmail, requestPasswordReset, resetPassword } from './recovery.service';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { logInSession } from '../auth/logInSession';
import { accountLimits, codeMailLimits } from './accountLimits';

export interface AccountRouterDeps {
  db: Db;
  config: Pick<Config, 'sessionSecret' | 'BCRYPT_ROUNDS' | 'publicUrl'>;
  mailer: Mailer;
  logger: Logger;
  limiter: RateLimiterFactory;
  /** A reset ends every login: the member's sockets leave their room too. */
  realtime: Pick<RealtimeEmitter, 'endUser'>;
  certification?: CertificationProvider;
}


/**
 * Sign-up with an emailed code, completion of social accounts (certification) and account
 * recovery. Every body is validated with the shared schema; every code- or mail-sending endpoint
 * is rate-limited per IP and per address (429 in Korean); answers never tell whether an address
 * is registered.
 *
 *   POST /api/user/join/code            { email }                    -> { status, message }
 *   POST /api/user/join/verify          { email, code }              -> { status, message }
 *   POST /api/user/join                 join form                    -> { status, message, user }
 *   POST /api/user/join/sns             join form without password   -> { status, message, user }
 *   POST /api/user/find/email           { name, number }             -> { status, message, data: { email } }
 *   POST /api/user/find/password        { email }                    -> { status, message }
 *   POST /api/user/find/password/reset/check  { token }              -> { status } or 400 (used, expired)
 *   POST /api/user/find/password/reset  { token, password, passwordConfirm } -> { status, message }
 */
export function accountRouter({ db, config, mailer, logger, limiter, realtime, certification = defaultCertification }: AccountRouterDeps): Router {
  const router = Router();
  const { perIp, perEmail } = accountLimits(limiter);
  const verification = { db, mailer, secret: config.sessionSecret, publicUrl: config.publicUrl };

  router.post(
    '/user/join/code',
    ...codeMailLimits(limiter),
    route({ body: joinCodeSchema }, async ({ body, user }) => {
      await sendJoinCode(verification, body.email, user?.id);
      return { status: 200, message: EMAIL_CODE_SENT_MESSAGE };
    }),
  );

  router.post(
    '/user/join/verify',
    perIp('joinVerifyPerIp'),
    route({ body: joinVerifySchema }, async ({ body: { email, code }, req }) => {
      const codeId = await verifyJoinCode(verification, email, code);
      req.session.emailProof = { email, codeId, at: Date.now() };
      return { status: 200, message: EMAIL_VERIFIED_MESSAGE };
    }),
  );

  router.post(
    '/user/join',
    perIp('joinPerIp'),
    route({ body: joinSchema }, async ({ body, req }) => {
      const proof = certification.requireProof({ req, email: body.email });
      const user = await joinMember(db, certification, proof, body, config.BCRYPT_ROUNDS);
      certification.forgetProof(req);
      await logInSession(db, req, user);
      return { status: 200, message: JOIN_SUCCESS_MESSAGE, user: await loadSelf(db, user) };
    }),
  );

  const requireLogin: RequestHandler = (req, _res, next) => {
    next(req.user ? undefined : new AppError(401, CERTIFY_LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED'));
  };

  router.post(
    '/user/join/sns',
    perIp('joinPerIp'),
    route({ auth: requireLogin, body: snsJoinSchema }, async ({ body, user: current, req }) => {
      assertMayCompleteAccount(current);
      const proof = certification.requireProof({ req, email: body.email, current: { email: current.email, vouched: isVouchedEmail(current) } });
      const user = await completeAccount(db, certification, proof, current, body);
      certification.forgetProof(req);
      return { status: 200, message: CERTIFY_SUCCESS_MESSAGE, user: await loadSelf(db, user) };
    }),
  );

  router.post(
    '/user/find/email',
    perIp('findEmailPerIp'),
    route({ body: findEmailSchema }, async ({ body: { name, number } }) => {
      const email = await findMaskedEmail(db, name, number);
      return { status: 200, message: email ? FIND_EMAIL_FOUND_MESSAGE : FIND_EMAIL_NOT_FOUND_MESSAGE, data: { email } };
    }),
  );

  router.post(
    '/user/find/password',
    perIp('findPasswordPerIp'),
    perEmail('findPasswordPerEmail'),
    route({ body: findPasswordSchema }, async ({ body }) => {
      await requestPasswordReset({ db, mailer, logger, publicUrl: config.publicUrl }, body.email);
      return { status: 200, message: PASSWORD_RESET_MAIL_SENT_MESSAGE };
    }),
  );

  // A POST, not a GET: the token stays out of access logs and caches.
  router.post(
    '/user/find/password/reset/check',
    perIp('resetCheckPerIp'),
    route({ body: resetTokenCheckSchema }, async ({ body: { token } }) => {
      await checkResetToken(db, token);
      return { status: 200 };
    }),
  );

  router.post(
    '/user/find/password/reset',
    perIp('resetPerIp'),
    route({ body: passwordResetSchema }, async ({ body: { token, password }, req }) => {
      const { userId } = await resetPassword(db, token, password, config.BCRYPT_ROUNDS);
      realtime.endUser(userId);
      logSecurityEvent(req, 'password.reset', userId);
      return { status: 200, message: PASSWORD_RESET_DONE_MESSAGE };
    }),
  );

  return router;
}
