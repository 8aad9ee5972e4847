import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from './test/fixtures';
import { canRunPrivateRedis, PrivateRedis } from './test/privateRedis';
import { startServerProcess, type ServerProcess } from './test/serverProcess';
import { createTestDb, type TestDb } from './test/testDb';

const UNAVAILABLE = '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/**
 * Redis (sessions, rate limits, Socket.IO fan-out) goes away and comes back, with REDIS_URL set:
 * the site keeps answering — visitors as before, members a quick 503 instead of a hang — and all
 * of it works again once Redis returns, without a restart.
 */
describe.runIf(canRunPrivateRedis())('a Redis outage', () => {
  const redis = new PrivateRedis();
  let testDb: TestDb;
  let app: ServerProcess;

  beforeAll(async () => {
    await redis.start();
    testDb = await createTestDb('sqlite');
    app = await startServerProcess({ DATA_DIR: testDb.dataDir, REDIS_URL: redis.url, SESSION_SECRET: 'redis-outage-secret-redis-outage-secret', LOG_LEVEL: 'silent' });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await redis.kill();
    await testDb?.drop();
  });

  const timed = async (path: string, init: RequestInit = {}) => {
    const started = Date.now();
    const res = await fetch(`${app.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: await res.json(), ms: Date.now() - started };
  };

  it('keeps serving visitors, answers members 503 in Korean at once, and recovers by itself', async () => {
    const user = await createTestUser(testDb.db);
    const cookie = await loginCookie(app.url, user.email);
    expect((await timed('/api/user/get/self/information', { headers: { cookie } })).body.data).toMatchObject({ id: user.id });

    await redis.kill();

    // Visitors (no session to read) are served as before; so is readiness (the database is up).
    const visitor = await timed('/api/user/get/self/information');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data ?? null).toBeNull();
    expect((await timed('/api/ready')).status).toBe(200);
    expect((await timed('/api/user/login/providers')).status).toBe(200);

    // A member's session cannot be read: a quick, clear 503 instead of a hang or a 500.
    const member = await timed('/api/user/get/self/information', { headers: { cookie } });
    expect(member).toMatchObject({ status: 503, body: { status: 503, message: UNAVAILABLE } });
    expect(member.ms).toBeLessThan(2000);
    const login = await timed('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: user.email, password: user.password }) });
    expect(login).toMatchObject({ status: 503, body: { message: UNAVAILABLE } });
    expect(app.child.exitCode).toBeNull();

    // Redis returns (empty: it kept nothing): within 5 s members can log in and are recognised again.
    await redis.start();
    await expect
      .poll(async () => (await timed('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: user.email, password: user.password }) })).status, {
        timeout: 5000,
        interval: 250,
      })
      .toBe(200);
    const again = await loginCookie(app.url, user.email);
    expect((await timed('/api/user/get/self/information', { headers: { cookie: again } })).body.data).toMatchObject({ id: user.id });
  }, 60_000);
});
