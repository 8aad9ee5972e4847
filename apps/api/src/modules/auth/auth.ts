import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { createRateLimiterFactory, type RateLimiterFactory } from '../../http/rateLimit';
import type { ReadCache } from '../../http/readCache';
import type { RedisClient } from '../../redis/redisClient';
import { createPassport } from './passport';
import { createSessions, type Sessions } from './session';
import { sessionUserLoader } from './sessionUser';

/** Sessions, passport and rate limits, built once and shared by the API and the socket gateway. */
export interface Auth {
  sessions: Sessions;
  passport: ReturnType<typeof createPassport>;
  limiter: RateLimiterFactory;
}

export type AuthConfig = Pick<Config, 'sessionSecret' | 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS' | 'TRUST_PROXY' | 'REDIS_PREFIX'>;

/** `readCache`: the app's cache of reads (http/readCache.ts), through which sessions load their user. */
export function createAuth(config: AuthConfig, db: Db, redis?: RedisClient, readCache?: ReadCache): Auth {
  return { sessions: createSessions(config, db, redis), passport: createPassport(db, sessionUserLoader(db, readCache)), limiter: createRateLimiterFactory(redis, config.REDIS_PREFIX) };
}
