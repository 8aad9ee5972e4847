import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../../db/values';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { startFakeFcm, type FakeFcm } from '../../test/fakeFcm';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEVICES = 400;

/**
 * Two app processes on one database and one Redis (docker-compose.yml's topology), both running
 * the push worker against a local FCM: a broadcast to 400 phones is answered before the pushes
 * go, and between them the two instances send each push exactly once.
 */
describe.each(testDialects())('two app instances draining one push outbox (%s)', (dialect) => {
  let testDb: TestDb;
  let fcm: FakeFcm;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    fcm = await startFakeFcm();
    // A slow FCM (20 ms a send): one instance alone could not drain 400 before the other polls.
    fcm.delay(20);
    const env: Record<string, string> = {
      DATA_DIR: testDb.dataDir,
      REDIS_URL,
      REDIS_PREFIX: `push${process.pid}${dialect}${Date.now().toString(36)}:`,
      SESSION_SECRET: 'push-instances-secret-push-instances-secret',
      FCM_PROJECT_ID: fcm.projectId,
      FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson,
      FCM_API_URL: fcm.url,
      PUSH_POLL_MS: '100',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await fcm?.close();
    await testDb?.drop();
  });

  it('an operator’s broadcast through A is answered at once; A and B together send each of the 400 pushes exactly once', async () => {
    const tokens: string[] = [];
    for (let n = 0; n < DEVICES; n += 1) {
      const member = await createTestUser(testDb.db, { passwordHash: 'not-a-hash' });
      const token = `instance-${n}-${'z'.repeat(40)}`;
      insertedId(await testDb.db('push_devices').insert({ user_id: member.id, token, platform: n % 2 ? 'ios' : 'android' }));
      tokens.push(token);
    }
    const admin = await createTestUser(testDb.db, { name: '운영자', power: 2 });
    const cookie = await loginCookie(a.url, admin.email);
    const res = await fetch(`${a.url}/api/admin/alarm`, { method: 'POST', headers: { cookie, origin: a.url, 'content-type': 'application/json' }, body: JSON.stringify({ title: '봉사 일정 안내', href: '/youth', target: 'all' }) });
    expect(res.status).toBe(200);
    // The request did not wait for FCM.
    expect(fcm.sent.length).toBeLessThan(DEVICES);

    await fcm.waitForSent(DEVICES, 60_000);
    // A moment more: nothing is sent twice, late.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = fcm.sent.filter((push) => push.message.notification?.title === '봉사 일정 안내');
    expect(sent).toHaveLength(DEVICES);
    expect(new Set(sent.map((push) => push.message.token))).toEqual(new Set(tokens));
    const bySender = new Map<string, number>();
    for (const push of sent) bySender.set(push.bearer, (bySender.get(push.bearer) ?? 0) + 1);
    expect(bySender.size).toBe(2);
    expect(Number((await testDb.db('push_outbox').whereNot('state', 'sent').count({ n: '*' }).first())?.n)).toBe(0);
  }, 120_000);
});
