import type { RequestHandler } from 'express';
import { RATE_LIMITED_MESSAGE } from '@nanum/shared/messages';
import { AppError } from '../../http/AppError';
import type { RateLimiterFactory } from '../../http/rateLimit';

/** How many searches one address may run a minute (each reads the index and four tables). */
export const SEARCHES_PER_MINUTE = 60;

/**
 * The one count of searches per address: GET /api/search and the /search page's in-process read
 * (http/serverReads.ts) both pass this middleware, so a page and the API together get 60 a minute.
 * A refusal goes on as a 429 AppError with the Korean message: the API's error handler answers it,
 * the page's read returns it (and the page shows the message).
 */
export function searchLimit(limiter: RateLimiterFactory): RequestHandler {
  return limiter({
    name: 'search',
    windowMs: 60_000,
    limit: SEARCHES_PER_MINUTE,
    refuse: (_req, _res, next) => next(new AppError(429, RATE_LIMITED_MESSAGE, 'RATE_LIMITED')),
  });
}
