import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAlarmListUpdate } from '@nanum/shared/alarmPush';
import type { AlarmItem } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import { createBoard } from './modules/community/community.testkit';
import { insertPost } from './modules/community/post.repo';
import { hashPassword } from './modules/user/password';
import { createTestUser, loginCookie, TEST_PASSWORD } from './test/fixtures';
import { startServerProcess, type ServerProcess } from './test/serverProcess';
import { createTestDb, type TestDb } from './test/testDb';

/** Tests use the machine's real Redis (TEST_REDIS_URL, default the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMBERS = 100;

/**
 * A member's browser as the web client behaves (src/features/alarm/alarmListUpdates.ts): the
 * bell shows the list of the last `alarmListUpdate`, and after every (re)connection the list is
 * fetched again (GET /api/alarm/get/{id}) to catch up on whatever was pushed while offline.
 */
class MemberClient {
  list: AlarmItem[] = [];
  connects = 0;
  private pushes = 0;
  readonly socket: Socket;

  constructor(
    readonly id: number,
    readonly url: string,
    readonly cookie: string,
  ) {
    this.socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnectionDelay: 200, reconnectionDelayMax: 1000, randomizationFactor: 0.3 });
    this.socket.on('alarmListUpdate', (payload: AlarmListUpdatePayload) => {
      this.pushes += 1;
      this.list = applyAlarmListUpdate(this.list, payload);
    });
    this.socket.on('connect', () => {
      this.connects += 1;
      void this.catchUp();
    });
  }

  /** As the web client does: a push that came during the fetch may be fresher, so fetch again. */
  private async catchUp(attempt = 1): Promise<void> {
    const before = this.pushes;
    const res = await fetch(`${this.url}/api/alarm/get/${this.id}`, { headers: { cookie: this.cookie } }).catch(() => undefined);
    const list = res?.status === 200 ? ((await res.json()) as { data: AlarmItem[] }).data : null;
    if (this.pushes !== before && attempt < 3) return this.catchUp(attempt + 1);
    if (list && this.pushes === before) this.list = list;
  }

  has(description: string): boolean {
    return this.list.some((alarm) => alarm.description.endsWith(description));
  }
}

/**
 * No lost notifications: 100 logged-in members, half connected to instance A and half to B (one
 * database, one Redis, as docker-compose runs them). Each instance in turn is restarted, so every
 * member's connection is killed once; alarms written meanwhile through the real comment API (which
 * saves the alarm, then pushes) are all in every member's list once they have reconnected.
 *
 * The Redis adapter of Socket.IO does not support connection state recovery (only the Redis
 * Streams adapter does), so the catch-up fetch after reconnecting is what makes this hold.
 */
describe('no lost notifications across a restart of each instance', () => {
  let testDb: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let env: Record<string, string>;
  const clients: MemberClient[] = [];
  let writer = '';
  const postOf = new Map<number, number>();

  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    env = {
      DATA_DIR: testDb.dataDir,
      REDIS_URL,
      REDIS_PREFIX: `lost${process.pid}x${Date.now().toString(36)}:`,
      SESSION_SECRET: 'lost-notifications-secret-lost-notifications',
      LOGIN_LIMIT_PER_IP: '100000',
      // One member comments on a hundred posts: beyond the per-member comment limit of a person.
      BOARD_LIMIT_SCALE: '100',
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);

    await createBoard(testDb.db, 'free');
    const board = (await testDb.db('boards').where({ href: 'free' }).first('id')) as { id: number };
    // Cost 4 (the least bcrypt allows): a hundred logins should not dominate the test.
    const passwordHash = await hashPassword(TEST_PASSWORD, 4);
    const commenter = await createTestUser(testDb.db, { name: '댓글러', passwordHash });
    writer = await loginCookie(a.url, commenter.email);
    for (let index = 0; index < MEMBERS; index += 1) {
      const member = await createTestUser(testDb.db, { passwordHash });
      const postId = await testDb.db.transaction((trx) =>
        insertPost(trx, board.id, member.id, { kindId: null, title: `회원 ${index}의 글`, content: '<p>내용</p>', link: null, source: null, videoUrl: null, thumbnail: null, pinned: false, secret: false }),
      );
      postOf.set(member.id, postId);
      const url = index % 2 === 0 ? a.url : b.url;
      clients.push(new MemberClient(member.id, url, await loginCookie(url, member.email)));
    }
  }, 240_000);

  afterAll(async () => {
    for (const client of clients) client.socket.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await testDb?.drop();
  });

  /** Comments on every member's post through `via`: each saves an alarm for the post's author, then pushes it. */
  const commentOnEveryPost = async (via: ServerProcess, text: string) => {
    for (const client of clients) {
      const res = await fetch(`${via.url}/api/community/posts/${postOf.get(client.id)}/comments`, {
        method: 'POST',
        headers: { cookie: writer, origin: via.url, 'content-type': 'application/json' },
        body: JSON.stringify({ description: text }),
      });
      expect(res.status).toBe(200);
    }
  };

  /** SIGTERM, alarms written through the other instance while this one is down, then a start on the same port. */
  const restartWhileWriting = async (down: ServerProcess, up: ServerProcess, text: string): Promise<ServerProcess> => {
    const port = Number(new URL(down.url).port);
    expect(await down.stop()).toBe(0);
    await commentOnEveryPost(up, text);
    return startServerProcess(env, 90_000, { port });
  };

  it('every alarm written while a member was disconnected is in their list after reconnecting', async () => {
    await expect.poll(() => clients.filter((client) => client.connects !== 1).length, { timeout: 20_000 }).toBe(0);
    b = await restartWhileWriting(b, a, '재시작 중 댓글 (B)');
    a = await restartWhileWriting(a, b, '재시작 중 댓글 (A)');

    // Everyone was disconnected once (the half on A or the half on B, each while its instance restarted) and came back.
    await expect.poll(() => clients.filter((client) => client.connects < 2).length, { timeout: 30_000 }).toBe(0);
    await expect
      .poll(() => clients.filter((client) => !client.has('재시작 중 댓글 (B)') || !client.has('재시작 중 댓글 (A)')).length, { timeout: 20_000 })
      .toBe(0);
    // And each list is exactly what the server holds for that member: both alarms, unread.
    for (const client of clients) {
      expect(client.list.filter((alarm) => alarm.view === 0)).toHaveLength(2);
    }

    // Live pushes work again on both instances, to members on either: one more comment each, through A.
    await commentOnEveryPost(a, '복구 후 댓글');
    await expect.poll(() => clients.filter((client) => !client.has('복구 후 댓글')).length, { timeout: 20_000 }).toBe(0);
  }, 300_000);
});
