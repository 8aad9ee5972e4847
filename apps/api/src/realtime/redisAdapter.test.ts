import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom, type AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { applyAlarmListUpdate } from '@nanum/shared/alarmPush';
import { createApp } from '../app';
import { createLogger } from '../http/logger';
import { createAuth } from '../modules/auth/auth';
import { listVisibleAlarms } from '../modules/alarm/alarm.repo';
import { notifyUsers } from '../modules/alarm/alarm.service';
import { createMailer } from '../modules/mail/mailer';
import { connectRedis, type RedisClient } from '../redis/redisClient';
import { createTestUser, loginCookie } from '../test/fixtures';
import { testConfig } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';
import { attachRealtime, createRealtime, type RealtimeServer } from './gateway';
import { socketEmitter } from './realtimeEmitter';
import { attachRedisAdapter } from './redisAdapter';

/** Tests use the machine's real Redis (TEST_REDIS_URL, default the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Keys and channels of this run only: other runs may share the Redis. */
const REDIS_PREFIX = `test${process.pid}x${Date.now().toString(36)}:`;

interface Instance {
  io: RealtimeServer;
  url: string;
  close: () => Promise<void>;
}

/** One app instance as main.ts builds it, with sessions and rate limits in Redis. */
async function startInstance(testDb: TestDb): Promise<Instance> {
  const logger = createLogger('silent');
  const redis: RedisClient = await connectRedis(REDIS_URL, logger, 'test');
  const config = { ...testConfig(testDb.dataDir), REDIS_PREFIX };
  const auth = createAuth(config, testDb.db, redis);
  const deps = { db: testDb.db, logger, auth, dev: false, publicUrl: config.publicUrl };
  const io = createRealtime(deps);
  const app = createApp({ config, db: testDb.db, logger, auth, mailer: createMailer(config, logger), realtime: socketEmitter(io) });
  const server = http.createServer(app);
  attachRealtime(server, deps, io);
  const closeAdapter = await attachRedisAdapter(io, REDIS_URL, logger, REDIS_PREFIX);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    io,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      io.close();
      await closeAdapter();
      await redis.close();
    },
  };
}

describe('two instances act as one through Redis', () => {
  let a: Instance;
  let b: Instance;
  let socket: Socket | undefined;
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    a = await startInstance(testDb);
    b = await startInstance(testDb);
  });
  afterAll(async () => {
    socket?.close();
    await a.close();
    await b.close();
    await testDb.drop();
  });

  it('a login on A is a login on B, and an alarm emitted on A reaches the user’s socket on B', async () => {
    const user = await createTestUser(testDb.db);
    const cookie = await loginCookie(a.url, user.email);

    const self = await fetch(`${b.url}/api/user/get/self/information`, { headers: { cookie } });
    expect((await self.json()).data).toMatchObject({ id: user.id, email: user.email });

    socket = connect(b.url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    await new Promise<void>((resolve, reject) => {
      socket?.on('connect', resolve);
      socket?.on('connect_error', reject);
    });
    const room = userRoom(user.id);
    // A sees B's socket in the user's room (the join travels through Redis).
    await expect.poll(async () => (await a.io.in(room).fetchSockets()).length, { timeout: 5000 }).toBe(1);

    const payload: AlarmListUpdatePayload = {
      alarmData: [],
      alarmContent: { title: '새 알림', subTitle: '공지사항', description: '캠페인이 승인되었습니다.', href: '/youth' },
    };
    const received = new Promise<AlarmListUpdatePayload>((resolve) => socket?.on('alarmListUpdate', resolve));
    a.io.to(room).emit('alarmListUpdate', payload);
    expect(await received).toEqual(payload);
  });

  it('a rate limit counted on A applies on B (failed logins of one account)', async () => {
    const user = await createTestUser(testDb.db);
    const tryLogin = (url: string) =>
      fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: user.email, password: 'wrong-password-1!' }) });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await tryLogin(attempt % 2 === 0 ? a.url : b.url)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const refused = await tryLogin(b.url);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    // The counters live under this run's prefix: one per account that tried to log in here.
    const redis = await connectRedis(REDIS_URL, createLogger('silent'), 'test-keys');
    try {
      expect((await redis.keys(`${REDIS_PREFIX}rl:login-account:*`)).length).toBe(2);
    } finally {
      await redis.close();
    }
  });

  it('a broadcast notified on A reaches its recipients’ sockets on A and on B, and each client’s list agrees with its fetch', async () => {
    const members = [await createTestUser(testDb.db), await createTestUser(testDb.db)];
    const onA = members[0] as { id: number; email: string };
    const onB = members[1] as { id: number; email: string };
    const sockets: Socket[] = [];
    const received = new Map<number, AlarmListUpdatePayload[]>();
    try {
      for (const [member, instance] of [[onA, a], [onB, b]] as const) {
        const cookie = await loginCookie(a.url, member.email);
        const own = connect(instance.url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
        sockets.push(own);
        received.set(member.id, []);
        own.on('alarmListUpdate', (payload: AlarmListUpdatePayload) => received.get(member.id)?.push(payload));
        await new Promise<void>((resolve, reject) => {
          own.on('connect', resolve);
          own.on('connect_error', reject);
        });
        await expect.poll(async () => (await a.io.in(userRoom(member.id)).fetchSockets()).length, { timeout: 5000 }).toBe(1);
      }
      await notifyUsers({ db: testDb.db, realtime: socketEmitter(a.io) }, [onA.id, onB.id], { kind: 'broadcast', title: '봉사 일정 안내', href: '/youth' });
      for (const member of [onA, onB]) {
        await expect.poll(() => received.get(member.id)?.length, { timeout: 5000 }).toBe(1);
        const payload = received.get(member.id)?.[0] as AlarmListUpdatePayload;
        expect(payload.prepend).toBe(true);
        const list = applyAlarmListUpdate([], payload);
        const fetched = await listVisibleAlarms(testDb.db, member.id);
        expect(list.map((alarm) => ({ ...alarm, id: 0 }))).toEqual(fetched.map((alarm) => ({ ...alarm, id: 0 })));
      }
      expect(received.get(onA.id)).toEqual(received.get(onB.id));
    } finally {
      for (const own of sockets) own.close();
    }
  });
});
