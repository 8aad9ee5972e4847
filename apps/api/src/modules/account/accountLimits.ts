import type { Request, RequestHandler } from 'express';
import { ACCOUNT_RATE_LIMITS } from '@nanum/shared/accountLimits';
import { canonicalEmail } from '@nanum/shared/emailAddress';
import { clientIp, type RateLimiterFactory } from '../../http/rateLimit';

const MINUTE = 60 * 1000;
type AccountLimit = keyof typeof ACCOUNT_RATE_LIMITS;

/** Counts per address (the body's email, canonical: trimmed, NFC, lower-cased), before validation. */
const emailKey =
  (name: string) =>
  (req: Request): string => {
    const email: unknown = req.body?.email;
    return typeof email === 'string' ? `${name}:${canonicalEmail(email)}` : `${name}:-`;
  };

/** The account endpoints' limits (ACCOUNT_RATE_LIMITS), each counted per IP or per address under `account-<name>`. */
export function accountLimits(limiter: RateLimiterFactory) {
  const limit = (name: AccountLimit, key: (req: Request) => string): RequestHandler =>
    limiter({ name: `account-${name}`, windowMs: ACCOUNT_RATE_LIMITS[name].minutes * MINUTE, limit: ACCOUNT_RATE_LIMITS[name].limit, key });
  return {
    perIp: (name: AccountLimit) => limit(name, clientIp),
    perEmail: (name: AccountLimit) => limit(name, emailKey(name)),
  };
}

/**
 * The limits of a request that mails a code (sign-up's, and an email change's), per IP and per
 * address, under the same names and keys wherever they are asked: with Redis (REDIS_URL) the two
 * routes share one budget per address and per IP, whichever accounts ask (a member's own limit
 * alone let several accounts mail one victim); an instance without Redis keeps each route's own.
 */
export function codeMailLimits(limiter: RateLimiterFactory): RequestHandler[] {
  const { perIp, perEmail } = accountLimits(limiter);
  return [perIp('joinCodePerIp'), perEmail('joinCodePerEmail')];
}
