// App push (issue 26): 1,000 members with a registered phone each, two app processes on one fresh
// database (push on: FCM at a local stand-in; push off: no FCM settings). Comments on those
// members' posts at 20 a second: the time from each comment request to the stand-in receiving its
// push, and the comment request's own latency, push on beside push off. The two sides take turns
// in rounds (off, on, off, on...), so a burst of load on this shared machine meets both, and each
// side's p99 is taken over all its rounds (a p99 of a few hundred requests is its few slowest).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import knexFactory from 'knex';
import { createDb } from '../../apps/api/src/db/knex';
import { migrateLatest } from '../../apps/api/src/db/migrate';
import { insertedId } from '../../apps/api/src/db/values';
import { hashPassword } from '../../apps/api/src/modules/user/password';
import { startFakeFcm, type FakeFcm } from '../../apps/api/src/test/fakeFcm';
import { startServerProcess, type ServerProcess } from '../../apps/api/src/test/serverProcess';
import { PUSH_BUDGETS } from './budgets';
import type { Figure } from './report';

const GROUP = 'App push (issue 26: outbox and worker, FCM at a local stand-in)';
const DEVICES = 1000;
const ROUNDS = 6;
const PER_ROUND = 50;
/** Comments per side (push on, push off): ROUNDS × PER_ROUND, each on a post of its own. */
const COMMENTS = ROUNDS * PER_ROUND;
const PER_SECOND = 20;
const PASSWORD = 'Bench#push2026';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : Infinity;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database (SQLite in a temporary folder, or a MySQL database when `mysqlServer` is set). */
async function freshDatabase(mysqlServer: string | undefined): Promise<{ db: Knex; env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-bench-push-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (mysqlServer) {
    const url = new URL(mysqlServer);
    const admin = knexFactory({ client: 'mysql2', connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) } });
    await admin.raw('DROP DATABASE IF EXISTS nanum_bench_push');
    await admin.raw('CREATE DATABASE nanum_bench_push CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    dropDatabase = async () => {
      await admin.raw('DROP DATABASE IF EXISTS nanum_bench_push');
      await admin.destroy();
    };
    url.pathname = '/nanum_bench_push';
    databaseUrl = url.toString();
  }
  const db = createDb({ dialect: databaseUrl ? 'mysql' : 'sqlite', DATABASE_URL: databaseUrl, dataDir, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
  await migrateLatest(db);
  return {
    db,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    drop: async () => {
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** DEVICES members with a phone and COMMENTS without, a post each for COMMENTS of either, and a commenter. */
async function seed(db: Knex): Promise<{ phonePosts: { postId: number; token: string }[]; plainPosts: number[]; commenter: string }> {
  const hash = await hashPassword(PASSWORD, 10);
  const boardId = insertedId(await db('boards').insert({ href: 'benchpush', name: '푸시 벤치', layout: 'list', perm_list: 2, perm_read: 2, perm_write: 1, perm_comment: 1, perm_download: 2, certified_only: 0 }));
  // The first DEVICES authors have a phone; the last COMMENTS have none (the push-off side's).
  const members = DEVICES + COMMENTS;
  const ids: number[] = [];
  for (let start = 0; start < members + 1; start += 200) {
    const rows = Array.from({ length: Math.min(200, members + 1 - start) }, (_, n) => ({ email: `push${start + n}@bench.example`, name: `회원${start + n}`, password_hash: hash, certify: 1 }));
    await db('users').insert(rows);
  }
  for (const row of (await db('users').where('email', 'like', 'push%@bench.example').orderBy('id').select('id')) as { id: number }[]) ids.push(Number(row.id));
  const commenter = 'push0@bench.example';
  const authors = ids.slice(1);
  const devices = authors.slice(0, DEVICES).map((userId, n) => ({ user_id: userId, token: `bench-device-${n}-${'b'.repeat(40)}`, platform: n % 2 ? 'ios' : 'android' }));
  for (let start = 0; start < devices.length; start += 200) await db('push_devices').insert(devices.slice(start, start + 200));
  const post = async (userId: number) => insertedId(await db('posts').insert({ board_id: boardId, user_id: userId, title: '벤치 글', content: '<p>본문</p>' }));
  const phonePosts: { postId: number; token: string }[] = [];
  for (let n = 0; n < COMMENTS; n += 1) phonePosts.push({ postId: await post(authors[n] as number), token: devices[n]!.token });
  // Authors without a phone (push off never registers one), for the process without push.
  const plainPosts: number[] = [];
  for (let n = 0; n < COMMENTS; n += 1) plainPosts.push(await post(authors[authors.length - 1 - n] as number));
  return { phonePosts, plainPosts, commenter };
}

/** Paced comments (PER_SECOND), each on its own post; answers each request's start and duration. */
async function comment(app: ServerProcess, cookie: string, postIds: number[]): Promise<{ started: number; ms: number }[]> {
  const timings: Promise<{ started: number; ms: number }>[] = [];
  for (const postId of postIds) {
    const started = Date.now();
    timings.push(
      fetch(`${app.url}/api/community/posts/${postId}/comments`, { method: 'POST', headers: { cookie, origin: app.url, 'content-type': 'application/json' }, body: JSON.stringify({ description: '벤치마크 댓글입니다' }) }).then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`comment: ${res.status}`);
        return { started, ms: Date.now() - started };
      }),
    );
    await sleep(1000 / PER_SECOND);
  }
  return Promise.all(timings);
}

async function cookieOf(app: ServerProcess, email: string): Promise<string> {
  const res = await fetch(`${app.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify({ passid: email, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`login: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

export async function pushDelivery(appEnv: (env: Record<string, string>) => Record<string, string>, mysqlServer: string | undefined, log: (line: string) => void): Promise<Figure[]> {
  const database = await freshDatabase(mysqlServer);
  let fcm: FakeFcm | undefined;
  const apps: ServerProcess[] = [];
  try {
    log(`  ${DEVICES} phones registered; two app processes (push on, push off)`);
    const { phonePosts, plainPosts, commenter } = await seed(database.db);
    fcm = await startFakeFcm();
    const on = await startServerProcess(appEnv({ ...database.env, FCM_PROJECT_ID: fcm.projectId, FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson, FCM_API_URL: fcm.url }), 90_000);
    apps.push(on);
    const off = await startServerProcess(appEnv(database.env), 90_000);
    apps.push(off);
    const onCookie = await cookieOf(on, commenter);
    const offCookie = await cookieOf(off, commenter);
    // Warm both (the first requests compile and fill pools).
    await comment(on, onCookie, phonePosts.slice(0, 5).map((post) => post.postId));
    await comment(off, offCookie, plainPosts.slice(0, 5));
    await fcm.waitForSent(5, 30_000);

    log(`  ${COMMENTS} comments at ${PER_SECOND}/s on each side, in ${ROUNDS} alternate rounds (push off, push on)`);
    const before = fcm.sent.length;
    const offTimes: { started: number; ms: number }[] = [];
    const onTimes: { started: number; ms: number }[] = [];
    const phonePostIds = phonePosts.map((post) => post.postId);
    for (let round = 0; round < ROUNDS; round += 1) {
      const slice = (list: number[]) => list.slice(round * PER_ROUND, (round + 1) * PER_ROUND);
      offTimes.push(...(await comment(off, offCookie, slice(plainPosts))));
      onTimes.push(...(await comment(on, onCookie, slice(phonePostIds))));
    }
    await fcm.waitForSent(before + COMMENTS, 30_000).catch(() => fcm?.sent);
    const delivery: number[] = [];
    phonePosts.forEach((post, n) => {
      const arrived = fcm?.sent.slice(before).find((push) => push.message.token === post.token);
      if (arrived) delivery.push(arrived.at - (onTimes[n]?.started ?? arrived.at));
    });
    const onP99 = percentile(onTimes.map((t) => t.ms), 99);
    const offP99 = percentile(offTimes.map((t) => t.ms), 99);
    const ratio = Number((onP99 / Math.max(1, offP99)).toFixed(2));
    const deliveryP99 = percentile(delivery, 99);
    return [
      {
        group: GROUP,
        name: `comment to FCM request (${DEVICES} phones registered, ${PER_SECOND} comments/s)`,
        value: percentile(delivery, 50),
        unit: 'ms',
        p99Ms: deliveryP99,
        failures: COMMENTS - delivery.length,
        budget: PUSH_BUDGETS.delivery,
        pass: delivery.length === COMMENTS && deliveryP99 <= (PUSH_BUDGETS.delivery.maxP99Ms ?? Infinity),
        note: `p50 ${percentile(delivery, 50)} ms, p99 ${deliveryP99} ms over ${delivery.length} of ${COMMENTS} pushes (request sent to the stand-in receiving messages:send; the worker polls every 250 ms, PUSH_POLL_MS's default)`,
      },
      {
        group: GROUP,
        name: 'comment request p99, push on over push off',
        value: ratio,
        unit: '×',
        p99Ms: onP99,
        budget: PUSH_BUDGETS.request,
        pass: ratio <= (PUSH_BUDGETS.request.maxValue ?? Infinity),
        note: `push on: p50 ${percentile(onTimes.map((t) => t.ms), 50)} ms, p99 ${onP99} ms (the alarm's outbox row written in the comment's transaction); push off: p50 ${percentile(offTimes.map((t) => t.ms), 50)} ms, p99 ${offP99} ms; ${COMMENTS} comments a side in ${ROUNDS} alternate rounds, same database, same run`,
      },
    ];
  } finally {
    for (const app of apps) await app.stop();
    await fcm?.close();
    await database.drop();
  }
}
