import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { createBoard } from './modules/community/community.testkit';
import { insertPost } from './modules/community/post.repo';
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
  /** A second instance sharing the database and Redis, for the realtime half. */
  let other: ServerProcess;
  let socket: Socket | undefined;

  beforeAll(async () => {
    await redis.start();
    testDb = await createTestDb('sqlite');
    const env = { DATA_DIR: testDb.dataDir, REDIS_URL: redis.url, SESSION_SECRET: 'redis-outage-secret-redis-outage-secret', LOG_LEVEL: 'silent' };
    app = await startServerProcess(env);
    other = await startServerProcess(env);
  }, 240_000);
  afterAll(async () => {
    socket?.close();
    await Promise.all([app?.stop(), other?.stop()]);
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

  it('realtime: a socket on the other instance stays connected, and alarms written after Redis returns reach it again', async () => {
    const board = await createBoard(testDb.db, 'free');
    const member = await createTestUser(testDb.db, { name: '알림받는회원' });
    const commenter = await createTestUser(testDb.db, { name: '댓글러' });
    const postId = await testDb.db.transaction((trx) =>
      insertPost(trx, board.id, member.id, { kindId: null, title: '봉사 후기', content: '<p>내용</p>', link: null, source: null, videoUrl: null, thumbnail: null, pinned: false, secret: false }),
    );
    const received: string[] = [];
    // The first test brought Redis back and waited for the first instance only: each instance's
    // client reconnects by itself, the other one within the same 5 s.
    let memberCookie = '';
    await expect
      .poll(
        async () => {
          memberCookie = await loginCookie(other.url, member.email).catch(() => '');
          return memberCookie !== '';
        },
        { timeout: 5000, interval: 250 },
      )
      .toBe(true);
    socket = connect(other.url, { transports: ['websocket'], extraHeaders: { cookie: memberCookie } });
    socket.on('alarmListUpdate', (payload: AlarmListUpdatePayload) => received.push(payload.alarmContent?.description ?? ''));
    await new Promise<void>((resolve) => socket?.once('connect', resolve));
    let connects = 1;
    socket.on('connect', () => (connects += 1));

    /** A comment through the first instance: the alarm is saved, then pushed through Redis to the socket on the other. */
    const comment = async (cookie: string, text: string) =>
      fetch(`${app.url}/api/community/posts/${postId}/comments`, {
        method: 'POST',
        headers: { cookie, origin: app.url, 'content-type': 'application/json' },
        body: JSON.stringify({ description: text }),
        signal: AbortSignal.timeout(10_000),
      });
    let cookie = await loginCookie(app.url, commenter.email);
    await expect.poll(async () => (await comment(cookie, '장애 전 댓글')).status === 200 && received.some((text) => text.endsWith('장애 전 댓글')), { timeout: 10_000 }).toBe(true);

    await redis.kill();
    // Nobody can write meanwhile (the commenter's session is in Redis): a 503, not a hang, and the
    // process lives on (a publish lost with the connection once ended it).
    const during = await comment(cookie, '장애 중 댓글').then((res) => res.status, (error: unknown) => `${String(error)} exit=${app.child.exitCode} ${app.stderr().slice(-1500)}`);
    expect(during).toBe(503);
    expect(app.child.exitCode).toBeNull();
    expect(socket.connected).toBe(true);

    await redis.start();
    await expect.poll(async () => (cookie = await loginCookie(app.url, commenter.email).catch(() => '')), { timeout: 10_000, interval: 250 }).not.toBe('');
    // Once both instances are back on Redis the push arrives; each attempt is a new comment (and alarm).
    let attempt = 0;
    await expect
      .poll(
        async () => {
          attempt += 1;
          expect((await comment(cookie, `복구 후 댓글 ${attempt}`)).status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 500));
          return received.some((text) => text.includes('복구 후 댓글'));
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    // Pushed live over the connection it had all along: no reconnect was needed.
    expect(connects).toBe(1);
    expect(socket.connected).toBe(true);
  }, 60_000);
});
