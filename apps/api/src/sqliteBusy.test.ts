import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './modules/user/password';
import { insertUser } from './modules/user/user.repo';
import { loginCookie, TEST_PASSWORD } from './test/fixtures';
import { startServerProcess, type ServerProcess } from './test/serverProcess';

interface Answer {
  kind: 'read' | 'write';
  status: number;
  ms: number;
  message?: string;
}

const UNAVAILABLE = '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection of its own to the server's SQLite file (one connection: a lock taken stays held). */
function sqlite(dataDir: string) {
  return knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dataDir, 'nanum.sqlite') }, useNullAsDefault: true, pool: { min: 1, max: 1 } });
}

/**
 * Each of `workers` loops reads the member's own information, then writes their MBTI (one of
 * `mbtis`), until told to stop. (Profile edits are limited to 60 per 15 minutes: keep it under.)
 */
async function load(url: string, cookie: string, mbtis: number[], workers: number, until: (answers: Answer[]) => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  const call = async (kind: Answer['kind'], turn: number) => {
    const started = Date.now();
    try {
      const res =
        kind === 'read'
          ? await fetch(`${url}/api/user/get/self/information`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) })
          : await fetch(`${url}/api/user/mbti`, {
              method: 'PUT',
              headers: { cookie, 'content-type': 'application/json', origin: url },
              body: JSON.stringify({ mbti: mbtis[turn % mbtis.length] }),
              signal: AbortSignal.timeout(10_000),
            });
      const body = (await res.json()) as { message?: string };
      answers.push({ kind, status: res.status, ms: Date.now() - started, message: body.message });
    } catch {
      answers.push({ kind, status: 0, ms: Date.now() - started });
    }
  };
  const loop = async (worker: number) => {
    for (let turn = worker; !until(answers); turn += workers) {
      await call('read', turn);
      if (!until(answers)) await call('write', turn);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return answers;
}

/**
 * The embedded SQLite made busy: another process holds the file's write lock during a read/write
 * load. Writes fail fast with 503 and a Korean message (better-sqlite3 waits synchronously, so a
 * long busy timeout would freeze the whole process), reads go on (WAL), readiness reports it, the
 * process survives, and writes succeed again by themselves once the lock is released.
 */
describe('the SQLite file locked by another process under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-busy-'));
  let app: ServerProcess;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    app = await startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET: 'busy-test-secret-busy-test-secret-busy-test', LOG_LEVEL: 'error' });
    const db = sqlite(dataDir);
    try {
      userId = await insertUser(db, { email: 'busy@nanum.example', name: '잠금 시험', passwordHash: await hashPassword(TEST_PASSWORD, 10), certify: true });
    } finally {
      await db.destroy();
    }
    cookie = await loginCookie(app.url, 'busy@nanum.example');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers writes 503 in Korean within 2 s while reads go on, /api/ready fails within 5 s, no crash; ≥99% success within 5 s of the release', async () => {
    const before = await load(app.url, cookie, [1, 2], 4, (answers) => answers.length >= 20);
    expect(before.filter((answer) => answer.status !== 200)).toEqual([]);

    // Another process (this one: a connection of its own) takes the write lock and keeps it.
    const other = sqlite(dataDir);
    await other.raw('BEGIN IMMEDIATE');
    const lockedAt = Date.now();
    try {
      const readyFailed = (async () => {
        for (;;) {
          const res = await fetch(`${app.url}/api/ready`).catch(() => undefined);
          if (res?.status === 503) return Date.now() - lockedAt;
          await sleep(100);
        }
      })();
      const during = await load(app.url, cookie, [3], 4, () => Date.now() > lockedAt + 4000);
      expect(await readyFailed).toBeLessThan(5000);
      const writes = during.filter((answer) => answer.kind === 'write');
      const reads = during.filter((answer) => answer.kind === 'read');
      expect(writes.length).toBeGreaterThan(5);
      for (const answer of writes) {
        expect(answer.status).toBe(503);
        expect(answer.message).toBe(UNAVAILABLE);
        expect(answer.ms).toBeLessThan(2000);
      }
      expect(reads.length).toBeGreaterThan(5);
      for (const answer of reads) {
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(2000);
      }
      expect(app.child.exitCode).toBeNull();
      // Nothing the refused writes carried reached the file.
      const stored = await other('users').where({ id: userId }).first('mbti');
      expect([1, 2]).toContain(stored.mbti);
    } finally {
      await other.raw('ROLLBACK');
      await other.destroy();
    }

    // The lock is released: within 5 s the site takes writes again, without a restart.
    const releasedAt = Date.now();
    await sleep(Math.max(0, 1000 - (Date.now() - releasedAt)));
    const after = await load(app.url, cookie, [4], 4, (answers) => answers.length >= 40 || Date.now() > releasedAt + 5000);
    const ok = after.filter((answer) => answer.status === 200).length;
    expect(after.length).toBeGreaterThan(20);
    expect(ok / after.length).toBeGreaterThanOrEqual(0.99);
    const check = sqlite(dataDir);
    expect(await check('users').where({ id: userId }).first('mbti')).toEqual({ mbti: 4 });
    await check.destroy();
    expect(await fetch(`${app.url}/api/ready`).then((res) => res.status)).toBe(200);
    expect(app.child.exitCode).toBeNull();
  }, 60_000);
});
