import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENEW_INTERVAL_MS } from './session';
import { createLogger } from '../../http/logger';
import { connectRedis, type RedisClient } from '../../redis/redisClient';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Tests use the machine's real Redis (TEST_REDIS_URL, default the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('sessions in Redis (several instances share them)', () => {
  const prefix = `sesstest${process.pid}${Date.now().toString(36)}:`;
  let t: TestApp;
  let redis: RedisClient;
  let member: { id: number; email: string };

  beforeAll(async () => {
    redis = await connectRedis(REDIS_URL, createLogger('silent'), 'session-test');
    t = await createTestApp('sqlite', { REDIS_URL, REDIS_PREFIX: prefix }, { redis });
    member = await createTestUser(t.db, { name: '김나눔' });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await t?.drop();
    await redis?.close();
  });

  const self = (cookie: string) => request(t.app).get('/api/user/get/self/information').set('cookie', cookie);

  it('answers a member without touching the stored session, and moves its expiry once a minute', async () => {
    const cookie = await loginCookie(t.app, member.email);
    const sid = decodeURIComponent(cookie.split('=')[1] as string).slice(2).split('.')[0];
    const key = `${prefix}sess:${sid}`;
    const idleMs = Number(t.config.SESSION_IDLE_MINUTES) * 60 * 1000;
    expect(await redis.pTTL(key)).toBeGreaterThan(idleMs - 10_000);

    // Shorten what is left: an answer within the minute must leave it as it is (no EXPIRE per
    // request; a failing one during a Redis outage used to cut the answer's connection).
    await redis.pExpire(key, 100_000);
    expect((await self(cookie)).body.data).toMatchObject({ id: member.id });
    expect(await redis.pTTL(key)).toBeLessThanOrEqual(100_000);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + RENEW_INTERVAL_MS + 1000);
      const renewed = await self(cookie);
      expect(renewed.body.data).toMatchObject({ id: member.id });
      // Renewed: the whole idle lifetime again, in Redis as in the cookie.
      expect(await redis.pTTL(key)).toBeGreaterThan(idleMs - 10_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
