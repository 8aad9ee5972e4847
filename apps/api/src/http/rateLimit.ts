import type { NextFunction, RequestHandler, Request, Response } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { RATE_LIMITED_MESSAGE } from '@nanum/shared/messages';
import type { RedisClient } from '../redis/redisClient';
import { logSecurityEvent } from './securityLog';

export interface LimitOptions {
  /** Names the counter (and its Redis key prefix). */
  name: string;
  windowMs: number;
  limit: number;
  /** Counts per this key; default the client's IP (IPv6 by /56 subnet). */
  key?: (req: Request) => string;
  /** Count only failed requests (status 400 and above), e.g. failed logins. */
  onlyFailures?: boolean;
  /** Answers a refused request; default 429 with the Korean message as JSON. Pages the browser
   * navigates to (social login) redirect instead; a limit shared with a page's in-process read
   * (search) passes an error on with `next`. */
  refuse?: (req: Request, res: Response, next: NextFunction) => void;
}

export type RateLimiterFactory = (options: LimitOptions) => RequestHandler;

/**
 * The address a request is limited and counted for (rate limits, visits): the client's own as
 * Express reads it (behind the proxy only with TRUST_PROXY, which overwrites X-Forwarded-For:
 * deploy/nginx.conf), IPv6 by /56. No other header from a client decides it.
 */
export const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? '0.0.0.0');

/**
 * Rate limits answer 429 with a Korean message. Counters live in memory for one instance, or in
 * Redis (REDIS_URL) so that every instance counts together.
 */
export function createRateLimiterFactory(redis?: RedisClient, redisPrefix = 'nanum:'): RateLimiterFactory {
  return ({ name, windowMs, limit, key, onlyFailures, refuse }) =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Redis down: let requests through rather than refuse everyone (the outage is logged).
      passOnStoreError: true,
      skipSuccessfulRequests: onlyFailures ?? false,
      keyGenerator: key ?? clientIp,
      handler: (req, res, next) => {
        logSecurityEvent(req, 'rate.limited', req.user?.id ?? null, { limit: name });
        if (refuse) refuse(req, res, next);
        else res.status(429).json({ status: 429, message: RATE_LIMITED_MESSAGE });
      },
      ...(redis
        ? { store: new RedisStore({ prefix: `${redisPrefix}rl:${name}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply> }) }
        : {}),
    });
}
