import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../../db/values';
import { createLogger } from '../../http/logger';
import { createTestUser } from '../../test/fixtures';
import { startFakeFcm, type FakeFcm } from '../../test/fakeFcm';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { accessTokens, type ServiceAccount } from './fcmAuth';
import { fcmSender } from './fcmClient';
import { enqueuePushes } from './outbox.repo';
import { createPushWorker, type PushWorker } from './pushWorker';
import { REPO_ROOT } from '../../config/repoRoot';

const PUSHES = 40;
/** Sends FCM answers before it holds the rest; the worker has 16 in flight at a time. */
const ANSWERED = 8;
const IN_FLIGHT = 16;
/** The killed process's lease: short, so the test waits seconds, not the app's minute. */
const LEASE_MS = 5000;

const waitFor = async (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/**
 * A real worker process (apps/api/src/test/pushDrainProcess.ts) is killed with SIGKILL while it
 * drains 40 pushes: 8 acknowledged, 16 sent to FCM but not acknowledged (FCM had not answered yet),
 * 16 not sent. A second worker then finishes: it waits out the dead one's lease, sends every push the
 * dead one had not acknowledged, and none it had.
 */
describe.each(testDialects())('a push worker process killed mid-drain (%s)', (dialect) => {
  let t: TestDb;
  let fcm: FakeFcm;
  let survivor: PushWorker | undefined;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    fcm = await startFakeFcm();
  });
  afterAll(async () => {
    await survivor?.stop();
    await fcm.close();
    await t.drop();
  });

  it('SIGKILL while sending: what it acknowledged is not sent again, everything else is sent by the next worker, once', async () => {
    const tokens: string[] = [];
    const rows = [];
    for (let n = 0; n < PUSHES; n += 1) {
      const user = await createTestUser(t.db, { passwordHash: 'not-a-hash' });
      const token = `killed-${n}-${'k'.repeat(40)}`;
      const deviceId = insertedId(await t.db('push_devices').insert({ user_id: user.id, token, platform: 'android' }));
      rows.push({ deviceId, userId: user.id, kind: 'comment', title: '새 댓글', body: '본문', link: `/community/free/${n}`, notBefore: new Date(Date.now() - 1000), holdAtNight: false });
      tokens.push(token);
    }
    await enqueuePushes(t.db, rows);

    // FCM answers the first 8 sends and then holds every later one: the worker, 16 sends at a time,
    // acknowledges those 8 and has 16 more in flight (the 8 lanes still waiting, and the next send of
    // each lane that was answered) when it is killed.
    fcm.holdAfter(ANSWERED);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/test/pushDrainProcess.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATA_DIR: t.dataDir,
        ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
        FCM_PROJECT_ID: fcm.projectId,
        FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson,
        FCM_API_URL: fcm.url,
        PUSH_LEASE_MS: String(LEASE_MS),
        PUSH_POLL_MS: '60000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const acknowledged = async () => Number((await t.db('push_outbox').where({ state: 'sent' }).count({ n: '*' }).first())?.n);

    await waitFor(`8 acknowledged and 24 sends received (${stderr})`, async () => child.exitCode === null && fcm.attempts.length === IN_FLIGHT + ANSWERED && (await acknowledged()) === ANSWERED);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // What the dead process had sent whole reaches the phones (FCM had it), though it never read the answers.
    fcm.release();
    await fcm.waitForSent(IN_FLIGHT + ANSWERED);

    const deadBearer = fcm.attempts[0]?.bearer;
    const reachedFcmFromDead = fcm.attempts.map((push) => push.message.token);
    expect(fcm.attempts.every((push) => push.bearer === deadBearer)).toBe(true);
    const ackedByDead = new Set((await t.db('push_outbox as o').join('push_devices as d', 'd.id', 'o.device_id').where('o.state', 'sent').pluck('d.token')) as string[]);
    expect(ackedByDead.size).toBe(ANSWERED);
    for (const token of ackedByDead) expect(reachedFcmFromDead).toContain(token);
    // The rest is still held by the dead process's claim.
    expect(Number((await t.db('push_outbox').where({ state: 'pending' }).whereNotNull('claimed_by').count({ n: '*' }).first())?.n)).toBe(PUSHES - ANSWERED);

    const sender = fcmSender({ apiUrl: fcm.url, projectId: fcm.projectId, tokens: accessTokens(JSON.parse(fcm.serviceAccountJson) as ServiceAccount) });
    survivor = createPushWorker({ db: t.db, sender, logger: createLogger('silent'), intervalMs: 60_000, workerId: 'survivor' });
    // Under the dead process's lease nobody takes its pushes.
    expect(await survivor.drain()).toBe(0);
    // Leases are stored to the second: LEASE_MS and a second more is past it whatever the rounding.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 1100));
    expect(await survivor.drain()).toBe(PUSHES - ackedByDead.size);

    const bySurvivor = fcm.sent.filter((push) => push.bearer !== deadBearer).map((push) => push.message.token);
    expect(new Set(bySurvivor).size).toBe(bySurvivor.length);
    expect(new Set(bySurvivor)).toEqual(new Set(tokens.filter((token) => !ackedByDead.has(token))));
    for (const token of tokens) {
      const deliveries = fcm.sentTo(token).length;
      // An acknowledged push went once. One the dead process had sent but not acknowledged when it died goes again (FCM has no idempotency key: at least once, as docs/webview.md says).
      if (ackedByDead.has(token)) expect(deliveries, token).toBe(1);
      else expect(deliveries, token).toBe(reachedFcmFromDead.includes(token) ? 2 : 1);
    }
    expect(tokens.filter((token) => fcm.sentTo(token).length === 2)).toHaveLength(IN_FLIGHT);
    expect(await t.db('push_outbox').pluck('state')).toEqual(Array(PUSHES).fill('sent'));
  }, 120_000);
});
