import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@nanum/shared/notificationSettings';
import { createDb, type Db } from '../../db/knex';
import { insertedId } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createTestUser } from '../../test/fixtures';
import { startFakeFcm, type FakeFcm } from '../../test/fakeFcm';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { routeAlarm } from './alarmDelivery';
import { accessTokens, type ServiceAccount } from './fcmAuth';
import { fcmSender, type PushSender } from './fcmClient';
import { saveNotificationSettings } from './notificationSettings.repo';
import { claimDuePushes, enqueuePushes, pruneOldPushes, settlePush } from './outbox.repo';
import { toDbDate } from '../../db/values';
import { createPushWorker, type PushWorker } from './pushWorker';

const logger = createLogger('silent');

describe.each(testDialects())('push worker against a local FCM (%s)', (dialect) => {
  let t: TestDb;
  let fcm: FakeFcm;
  let sender: PushSender;
  const workers: PushWorker[] = [];
  const pools: Db[] = [];
  let serial = 0;

  const worker = (db: Db = t.db, options: { leaseMs?: number; workerId?: string } = {}) => {
    const made = createPushWorker({ db, sender, logger, intervalMs: 60_000, ...options });
    workers.push(made);
    return made;
  };

  /** Members with one device each and one pending push per device; answers the devices' tokens. */
  async function pending(count: number, title = '새 알림'): Promise<string[]> {
    const tokens: string[] = [];
    const rows = [];
    for (let n = 0; n < count; n += 1) {
      serial += 1;
      const token = `device-${serial}-${'k'.repeat(40)}`;
      const user = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
      const deviceId = insertedId(await t.db('push_devices').insert({ user_id: user.id, token, platform: 'android' }));
      rows.push({ deviceId, userId: user.id, kind: 'comment', title, body: '본문', link: `/community/free/${serial}`, notBefore: new Date(Date.now() - 1000), holdAtNight: false });
      tokens.push(token);
    }
    await enqueuePushes(t.db, rows);
    return tokens;
  }

  beforeAll(async () => {
    t = await createTestDb(dialect);
    fcm = await startFakeFcm();
    sender = fcmSender({ apiUrl: fcm.url, projectId: fcm.projectId, tokens: accessTokens(JSON.parse(fcm.serviceAccountJson) as ServiceAccount) });
  });
  beforeEach(async () => {
    await t.db('push_outbox').delete();
    fcm.sent.length = 0;
    fcm.attempts.length = 0;
    fcm.delay(0);
  });
  afterAll(async () => {
    for (const made of workers) await made.stop();
    for (const pool of pools) await pool.destroy();
    await fcm.close();
    await t.drop();
  });

  it('removes a device whose token FCM reports UNREGISTERED or not a valid registration token, with its pushes, and keeps the others', async () => {
    const [gone, invalid, fine] = await pending(3);
    fcm.script(gone as string, [{ status: 404, errorCode: 'UNREGISTERED', message: 'Requested entity was not found.' }]);
    fcm.script(invalid as string, [{ status: 400, errorCode: 'INVALID_ARGUMENT', message: 'The registration token is not a valid FCM registration token' }]);
    expect(await worker().drain()).toBe(1);
    expect(fcm.sent.map((push) => push.message.token)).toEqual([fine]);
    expect(await t.db('push_devices').whereIn('token', [gone, invalid, fine] as string[]).pluck('token')).toEqual([fine]);
    expect(await t.db('push_outbox').pluck('state')).toEqual(['sent']);
  });

  it('keeps the device when FCM finds the message itself invalid (INVALID_ARGUMENT about the payload): that push fails, the phone gets the next ones', async () => {
    const [token] = await pending(1);
    fcm.script(token as string, [{ status: 400, errorCode: 'INVALID_ARGUMENT', message: "Invalid value at 'message.data[0].value' (TYPE_STRING)" }]);
    const drainer = worker();
    expect(await drainer.drain()).toBe(0);
    expect(await t.db('push_outbox').select('state', 'last_error')).toEqual([{ state: 'failed', last_error: 'INVALID_ARGUMENT' }]);
    expect(await t.db('push_devices').where({ token }).pluck('token')).toEqual([token]);
    const deviceId = (await t.db('push_devices').where({ token }).first('id', 'user_id')) as { id: number; user_id: number };
    await enqueuePushes(t.db, [{ deviceId: Number(deviceId.id), userId: Number(deviceId.user_id), kind: 'reply', title: '다음 알림', body: '', link: '/', notBefore: new Date(Date.now() - 1000), holdAtNight: false }]);
    expect(await drainer.drain()).toBe(1);
    expect(fcm.sentTo(token as string).map((push) => push.message.notification?.title)).toEqual(['다음 알림']);
  });

  it('retries a 429 after its Retry-After and a 5xx later, each sent once in the end', async () => {
    const [busy, down] = await pending(2);
    fcm.script(busy as string, [{ status: 429, errorCode: 'QUOTA_EXCEEDED', retryAfter: '1' }]);
    fcm.script(down as string, [{ status: 503, errorCode: 'UNAVAILABLE' }]);
    const drainer = worker();
    expect(await drainer.drain()).toBe(0);
    const waiting = (await t.db('push_outbox').orderBy('id').select('state', 'attempts', 'next_attempt_at', 'last_error')) as { state: string; attempts: number; next_attempt_at: string | Date; last_error: string }[];
    expect(waiting.map((row) => [row.state, Number(row.attempts), row.last_error])).toEqual([['pending', 1, 'QUOTA_EXCEEDED'], ['pending', 1, 'UNAVAILABLE']]);
    // Not before the second Retry-After asked for.
    expect(await drainer.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(await drainer.drain()).toBe(2);
    expect(fcm.sentTo(busy as string)).toHaveLength(1);
    expect(fcm.sentTo(down as string)).toHaveLength(1);
    const busyAttempts = fcm.attempts.filter((push) => push.message.token === busy);
    expect(busyAttempts).toHaveLength(2);
    expect((busyAttempts[1]?.at ?? 0) - (busyAttempts[0]?.at ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('an access token FCM no longer accepts (401) is replaced at once: the pushes go in the same drain, one new token for all of them', async () => {
    const drainer = worker();
    await pending(3);
    expect(await drainer.drain()).toBe(3);
    const before = fcm.tokenGrants;
    const oldBearer = fcm.sent[0]?.bearer;
    fcm.revokeTokens();
    fcm.sent.length = 0;
    const tokens = await pending(20);
    expect(await drainer.drain()).toBe(20);
    expect(fcm.tokenGrants).toBe(before + 1);
    expect(new Set(fcm.sent.map((push) => push.message.token))).toEqual(new Set(tokens));
    expect(new Set(fcm.sent.map((push) => push.bearer)).size).toBe(1);
    expect(fcm.sent[0]?.bearer).not.toBe(oldBearer);
    expect(Number((await t.db('push_outbox').whereNot('state', 'sent').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('while the token endpoint refuses the key, pushes wait with the reason and go once it accepts it again', async () => {
    const drainer = worker();
    fcm.revokeTokens();
    fcm.refuseGrants(true);
    try {
      const tokens = await pending(2);
      expect(await drainer.drain()).toBe(0);
      expect(fcm.sent).toHaveLength(0);
      const waiting = (await t.db('push_outbox').orderBy('id').select('state', 'attempts', 'last_error')) as { state: string; attempts: number; last_error: string }[];
      expect(waiting.map((row) => [row.state, Number(row.attempts), row.last_error])).toEqual([
        ['pending', 1, 'token endpoint answered 400'],
        ['pending', 1, 'token endpoint answered 400'],
      ]);
      fcm.refuseGrants(false);
      await t.db('push_outbox').update({ next_attempt_at: '2000-01-01 00:00:00' });
      expect(await drainer.drain()).toBe(2);
      expect(fcm.sent.map((push) => push.message.token).sort()).toEqual([...tokens].sort());
    } finally {
      fcm.refuseGrants(false);
    }
  });

  it('gives a push up after the last attempt', async () => {
    const [broken] = await pending(1);
    fcm.script(broken as string, Array.from({ length: 3 }, () => ({ status: 500, errorCode: 'INTERNAL' })));
    const drainer = createPushWorker({ db: t.db, sender, logger, intervalMs: 60_000, maxAttempts: 3 });
    workers.push(drainer);
    for (let n = 0; n < 3; n += 1) {
      await drainer.drain();
      await t.db('push_outbox').update({ next_attempt_at: '2000-01-01 00:00:00' });
    }
    expect(await t.db('push_outbox').first('state', 'attempts')).toMatchObject({ state: 'failed' });
    expect(await drainer.drain()).toBe(0);
    expect(fcm.attempts.filter((push) => push.message.token === broken)).toHaveLength(3);
    expect(fcm.sent).toHaveLength(0);
  });

  // The real process killed with SIGKILL is pushKill.test.ts; this one checks the claim's rules step by step, and the dead claim's late acknowledgement.
  it('a claim that outlived its lease: what it acknowledged is not sent again, the rest goes to another worker once the lease runs out, and its late acknowledgement changes nothing', async () => {
    const tokens = await pending(6);
    // The dead worker claimed all six, sent and acknowledged the first two, then died.
    const { items: claimed } = await claimDuePushes(t.db, 'dead-worker:1', { leaseMs: 1000, limit: 100, maxAttempts: 6 });
    expect(claimed).toHaveLength(6);
    for (const item of claimed.slice(0, 2)) {
      expect((await sender.send({ token: item.token, kind: item.kind, title: item.title, body: item.body, link: item.link })).result).toBe('sent');
      expect(await settlePush(t.db, item.id, 'dead-worker:1', { state: 'sent' })).toBe(true);
    }
    const alive = worker(t.db, { workerId: 'alive' });
    // Under the lease nobody else takes them.
    expect(await alive.drain()).toBe(0);
    // Leases are stored to the second: 2.1 s is past a 1 s lease whatever the rounding.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await alive.drain()).toBe(4);
    for (const token of tokens) expect(fcm.sentTo(token), token).toHaveLength(1);
    // The dead worker's late acknowledgement of a row it lost changes nothing.
    expect(await settlePush(t.db, (claimed[5] as { id: number }).id, 'dead-worker:1', { state: 'failed' })).toBe(false);
    expect(await t.db('push_outbox').pluck('state')).toEqual(Array(6).fill('sent'));
  });

  it('two workers on two connection pools to one database drain 300 pushes, each sent exactly once', async () => {
    const tokens = await pending(300);
    fcm.delay(5);
    const second = createDb({ dialect, dataDir: t.dataDir, DATABASE_URL: t.databaseUrl, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
    pools.push(second);
    const [a, b] = await Promise.all([worker(t.db, { workerId: 'one' }).drain(), worker(second, { workerId: 'two' }).drain()]);
    expect(a + b).toBe(300);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(fcm.sent).toHaveLength(300);
    expect(new Set(fcm.sent.map((push) => push.message.token))).toEqual(new Set(tokens));
  });

  it('holds a promotional push sent at night until 08:00 Korean time, unless the member agreed to night-time ones; without promotional consent, nothing', async () => {
    const night = new Date('2026-11-26T14:30:00Z'); // 23:30 in Seoul
    const agreed = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
    const nightOwl = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
    const refused = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
    for (const user of [agreed, nightOwl, refused]) await t.db('push_devices').insert({ user_id: user.id, token: `promo-${user.id}-${'p'.repeat(30)}`, platform: 'ios' });
    await saveNotificationSettings(t.db, agreed.id, { ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true });
    await saveNotificationSettings(t.db, nightOwl.id, { ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true, nightConsent: true });
    const site = await routeAlarm(t.db, [agreed.id, nightOwl.id, refused.id], { kind: 'broadcast', promotional: true, title: '(광고) 후원의 밤', href: '/support' }, night);
    expect(site).toEqual([agreed.id, nightOwl.id]);
    const rows = (await t.db('push_outbox').orderBy('user_id').select('user_id', 'next_attempt_at', 'hold_at_night')) as { user_id: number; next_attempt_at: string | Date; hold_at_night: number | boolean }[];
    const at = (value: string | Date) => new Date(typeof value === 'string' ? `${value.replace(' ', 'T')}Z` : value).toISOString();
    expect(rows.map((row) => [Number(row.user_id), at(row.next_attempt_at), Boolean(row.hold_at_night)])).toEqual([
      [agreed.id, '2026-11-26T23:00:00.000Z', true], // 08:00 the next morning in Seoul, and never at night
      [nightOwl.id, '2026-11-26T14:30:00.000Z', false],
    ]);
  });

  it('a promotional push due at night (a retry, or a drain late after a stop) waits for 08:00 without a try used; other pushes go', async () => {
    const agreed = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
    const nightOwl = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
    const tokens = new Map<number, string>();
    for (const user of [agreed, nightOwl]) {
      tokens.set(user.id, `late-${user.id}-${'l'.repeat(30)}`);
      await t.db('push_devices').insert({ user_id: user.id, token: tokens.get(user.id), platform: 'android' });
    }
    await saveNotificationSettings(t.db, agreed.id, { ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true });
    await saveNotificationSettings(t.db, nightOwl.id, { ...DEFAULT_NOTIFICATION_SETTINGS, promotionalConsent: true, nightConsent: true });
    // Written at 20:50 in Seoul, so due at once; the worker only gets to it after 21:00.
    await routeAlarm(t.db, [agreed.id, nightOwl.id], { kind: 'broadcast', promotional: true, title: '(광고) 연말 모금', href: '/support' }, new Date('2026-11-26T11:50:00Z'));
    const atNight = createPushWorker({ db: t.db, sender, logger, intervalMs: 60_000, clock: () => new Date('2026-11-26T12:10:00Z') }); // 21:10
    workers.push(atNight);
    expect(await atNight.drain()).toBe(1);
    expect(fcm.sent.map((push) => push.message.token)).toEqual([tokens.get(nightOwl.id)]);
    expect(await t.db('push_outbox').where({ user_id: agreed.id }).first('state', 'attempts', 'claimed_by')).toMatchObject({ state: 'pending', claimed_by: null });
    expect(Number((await t.db('push_outbox').where({ user_id: agreed.id }).first('attempts')).attempts)).toBe(0);

    const inTheMorning = createPushWorker({ db: t.db, sender, logger, intervalMs: 60_000, clock: () => new Date('2026-11-26T23:00:30Z') }); // 08:00:30
    workers.push(inTheMorning);
    expect(await inTheMorning.drain()).toBe(1);
    expect(fcm.sent.map((push) => push.message.token)).toEqual([tokens.get(nightOwl.id), tokens.get(agreed.id)]);
  });

  it('prunes pushes written more than a week ago, sent or still pending, but not one a worker holds', async () => {
    const [sent, pendingOld, leased, fresh] = await pending(4);
    const week = 7 * 24 * 60 * 60 * 1000;
    const old = toDbDate(new Date(Date.now() - week - 60_000));
    const idOf = async (token: string) => (await t.db('push_outbox as o').join('push_devices as d', 'd.id', 'o.device_id').where('d.token', token).first('o.id')).id as number;
    await t.db('push_outbox').whereIn('id', [await idOf(sent as string), await idOf(pendingOld as string), await idOf(leased as string)]).update({ created_at: old });
    await t.db('push_outbox').where({ id: await idOf(sent as string) }).update({ state: 'sent' });
    await t.db('push_outbox').where({ id: await idOf(leased as string) }).update({ claimed_by: 'busy', claimed_until: toDbDate(new Date(Date.now() + 60_000)) });
    expect(await pruneOldPushes(t.db, new Date(Date.now() - week))).toBe(2);
    const left = await t.db('push_outbox as o').join('push_devices as d', 'd.id', 'o.device_id').orderBy('o.id').pluck('d.token');
    expect(left).toEqual([leased, fresh]);
  });
});
