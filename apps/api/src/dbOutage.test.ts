import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_CACHE } from './app';
import { hashPassword } from './modules/user/password';
import { insertUser } from './modules/user/user.repo';
import { loginCookie, TEST_PASSWORD } from './test/fixtures';
import { canRunPrivateMariaDb, PrivateMariaDb } from './test/privateMariaDb';
import { startServerProcess, type ServerProcess } from './test/serverProcess';

interface Answer {
  status: number;
  /** When the request was sent. */
  at: number;
  ms: number;
  message?: string;
}

/** Steady traffic of `workers` parallel loops until `until(answers)` says stop; every answer is kept. */
async function load(url: string, cookie: string, workers: number, until: (answers: Answer[]) => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  const loop = async () => {
    while (!until(answers)) {
      const started = Date.now();
      try {
        const res = await fetch(`${url}/api/user/get/self/information`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
        const body = (await res.json()) as { message?: string };
        answers.push({ status: res.status, at: started, ms: Date.now() - started, message: body.message });
      } catch {
        answers.push({ status: 0, at: started, ms: Date.now() - started });
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, loop));
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database goes away under load and comes back (a private MariaDB server the test may kill):
 * requests fail fast with 503 and a Korean message, readiness reports it, the process survives,
 * and service returns by itself without a restart.
 */
describe.runIf(canRunPrivateMariaDb())('a database outage under load', () => {
  const mariadb = new PrivateMariaDb();
  let app: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    await mariadb.init();
    app = await startServerProcess({
      DATABASE_URL: mariadb.url,
      DATA_DIR: mariadb.dir,
      SESSION_SECRET: 'outage-test-secret-outage-test-secret-outage',
      DB_ACQUIRE_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'warn',
    });
    const db = knexFactory({ client: 'mysql2', connection: { host: '127.0.0.1', port: mariadb.port, user: 'root', database: 'nanum' }, pool: { min: 0, max: 1 } });
    try {
      await insertUser(db, { email: 'outage@nanum.example', name: '장애 시험', passwordHash: await hashPassword(TEST_PASSWORD, 10), certify: true });
    } finally {
      await db.destroy();
    }
    cookie = await loginCookie(app.url, 'outage@nanum.example');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await mariadb.destroy();
  });

  it('answers 503 in Korean within 2 s, /api/ready fails within 5 s, no crash; back to ≥99% success within 5 s of the return', async () => {
    // Before: everything succeeds. (Counted in requests, not seconds: a busy machine is slower.)
    const before = await load(app.url, cookie, 5, (answers) => answers.length >= 20);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(before.every((answer) => answer.status === 200)).toBe(true);

    // The database dies.
    await mariadb.kill();
    const killedAt = Date.now();
    const readyFailed = (async () => {
      for (;;) {
        const res = await fetch(`${app.url}/api/ready`).catch(() => undefined);
        if (res?.status === 503) return Date.now() - killedAt;
        await sleep(100);
      }
    })();
    // What the member's reads keep in memory (the session, and for READ_CACHE.ttlMs the user row,
    // alarms and campaigns) may still answer at first; once that is older than the bound, it is 503.
    const during = await load(app.url, cookie, 5, () => Date.now() > killedAt + READ_CACHE.ttlMs + 4000);
    expect(await readyFailed).toBeLessThan(5000);
    const uncached = during.filter((answer) => answer.at > killedAt + READ_CACHE.ttlMs);
    expect(uncached.length).toBeGreaterThan(5);
    for (const answer of during) {
      if (answer.status === 200 && answer.at <= killedAt + READ_CACHE.ttlMs) continue;
      expect(answer.status).toBe(503);
      expect(answer.message).toBe('서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.');
      expect(answer.ms).toBeLessThan(2000);
    }
    expect(app.child.exitCode).toBeNull();

    // The database returns: within 5 s the site serves again, without a restart.
    await mariadb.start();
    const backAt = Date.now();
    await sleep(5000 - (Date.now() - backAt));
    const after = await load(app.url, cookie, 5, (answers) => answers.length >= 40);
    const ok = after.filter((answer) => answer.status === 200).length;
    expect(after.length).toBeGreaterThan(20);
    expect(ok / after.length).toBeGreaterThanOrEqual(0.99);
    expect(app.child.exitCode).toBeNull();
  }, 60_000);
});
