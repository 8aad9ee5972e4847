import { Router, type Request } from 'express';
import type { Passport } from 'passport';
import { SOCIAL_LOGIN_RESULT, type SocialLoginRefusal, type SocialLoginResult, type SocialProviderName } from '@nanum/shared/codes';
import { SOCIAL_PROVIDER_NOT_FOUND_MESSAGE } from '@nanum/shared/messages';
import type { Config } from '../../../config/env';
import type { Db } from '../../../db/knex';
import { AppError } from '../../../http/AppError';
import { logSecurityEvent } from '../../../http/securityLog';
import type { RateLimiterFactory } from '../../../http/rateLimit';
import type { UserRow } from '../../user/user.repo';
import { logInSession } from '../logInSession';
import type { SocialConfig } from './providers';
import { safeReturnPath, withLoginResult } from './returnTo';
import { signInWithSocial } from './social.service';
import { isSocialProfile } from './socialProfile';
import { registerSocialStrategies } from './strategies';

declare module 'express-session' {
  interface SessionData {
    /** The member who started a social login while logged in: the provider is linked to them. */
    socialLinkUserId?: number;
  }
}

export interface SocialRouterDeps {
  db: Db;
  config: SocialConfig & Pick<Config, 'LOGIN_LIMIT_PER_IP'>;
  passport: InstanceType<typeof Passport>;
  limiter: RateLimiterFactory;
}

/**
 * After a login or link: a certified member goes back to where they came from. A member who is
 * not certified lands on `/`, whatever the return path, where the app's start alerts them
 * (SPEC section 8) and moves them to /author/join?sns=true to complete the account. The page says
 * it with `?login=done` (or `linked`).
 */
const afterLoginPath = (user: UserRow, returnTo: string | undefined, result: SocialLoginResult): string => withLoginResult(user.certify === 1 ? returnTo : undefined, result);


/**
 * Social login (Kakao, Naver, Google, Facebook) through passport's OAuth2 authorization-code flow:
 * - GET /user/login/providers: the configured providers (the login modal shows only those buttons);
 * - GET /user/login/{sns}[?returnTo=/path]: remembers a same-site return path and, for a logged-in
 *   member, that the provider is to be linked; redirects to the provider with a state kept in the session;
 * - GET /user/login/{sns}/callback: checks the state, exchanges the code, reads the profile, then
 *   links or creates the account, logs in (new session id) and redirects. Anything that goes wrong
 *   at the provider ends back on the starting page with `?login=failed`, never an error page.
 */
export function socialRouter({ db, config, passport, limiter }: SocialRouterDeps): Router {
  const router = Router();
  const enabled = registerSocialStrategies(passport, config);
  // The browser navigates here: a refusal is a redirect with a toast, not a JSON answer.
  // Start and callback each count, over the same 15 minutes as the email login.
  const limited = limiter({ name: 'social-login', windowMs: 15 * 60_000, limit: 2 * config.LOGIN_LIMIT_PER_IP, refuse: (req, res) => res.redirect(withLoginResult(safeReturnPath(req.query.returnTo) ?? req.session?.returnTo, SOCIAL_LOGIN_RESULT.LIMITED)) });

  const providerOf = (req: Request): SocialProviderName => {
    const sns = enabled.find((name) => name === req.params.sns);
    if (!sns) throw new AppError(404, SOCIAL_PROVIDER_NOT_FOUND_MESSAGE, 'SOCIAL_PROVIDER_NOT_FOUND');
    return sns;
  };

  router.get('/user/login/providers', (_req, res) => {
    res.json({ status: 200, data: enabled });
  });

  router.get('/user/login/:sns', limited, (req, res, next) => {
    const sns = providerOf(req);
    const returnTo = safeReturnPath(req.query.returnTo);
    if (returnTo) req.session.returnTo = returnTo;
    else delete req.session.returnTo;
    if (req.user) req.session.socialLinkUserId = req.user.id;
    else delete req.session.socialLinkUserId;
    res.set('Cache-Control', 'no-store');
    passport.authenticate(sns, { session: false })(req, res, next);
  });

  router.get('/user/login/:sns/callback', limited, (req, res, next) => {
    const sns = providerOf(req);
    // Read and forget what the start remembered, whatever happens next.
    const { returnTo, socialLinkUserId } = req.session;
    delete req.session.returnTo;
    delete req.session.socialLinkUserId;
    res.set('Cache-Control', 'no-store');

    const refuse = (result: SocialLoginRefusal, reason?: unknown): void => {
      if (reason) req.log.warn({ err: reason, provider: sns }, 'social login failed');
      logSecurityEvent(req, 'social.failed', req.user?.id ?? null, { provider: sns, result });
      res.redirect(withLoginResult(returnTo, result));
    };

    passport.authenticate(sns, { session: false }, (error: unknown, profile: unknown, info: unknown) => {
      if (error) return refuse(SOCIAL_LOGIN_RESULT.FAILED, error);
      // No profile: consent refused at the provider, or a missing, wrong or replayed state.
      if (!isSocialProfile(profile)) {
        req.log.info({ provider: sns, info }, 'social login refused');
        return refuse(SOCIAL_LOGIN_RESULT.FAILED);
      }
      // A link started by a member who is no longer the one logged in is not carried out.
      if (socialLinkUserId !== undefined && req.user?.id !== socialLinkUserId) return refuse(SOCIAL_LOGIN_RESULT.FAILED);

      signInWithSocial(db, profile, socialLinkUserId)
        .then((outcome) => {
          if (outcome.kind === 'refused') return refuse(outcome.result);
          if (outcome.kind === 'linked') {
            logSecurityEvent(req, 'social.linked', outcome.user.id, { provider: sns });
            // A fresh proof at the provider: what a member without a password confirms a withdrawal with.
            req.session.socialProofAt = Date.now();
            return res.redirect(afterLoginPath(outcome.user, returnTo, SOCIAL_LOGIN_RESULT.LINKED));
          }
          const user = outcome.user;
          logInSession(db, req, user, { event: 'social.login', extra: { provider: sns } })
            .then(() => res.redirect(afterLoginPath(user, returnTo, SOCIAL_LOGIN_RESULT.LOGGED_IN)))
            .catch((loginError: unknown) => refuse(SOCIAL_LOGIN_RESULT.FAILED, loginError));
        })
        .catch((serviceError: unknown) => refuse(SOCIAL_LOGIN_RESULT.FAILED, serviceError));
    })(req, res, next);
  });

  return router;
}
