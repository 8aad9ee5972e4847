// `npm run bench`: the performance figures of docs/BENCHMARKS.md, each beside its baseline measured
// in the same run (the machine is shared and noisy), written to docs/benchmarks.json and checked
// by `npm run bench:check`. Benchmarks are not tests: nothing here runs in `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { createDb } from '../../apps/api/src/db/knex';
import { migrateLatest } from '../../apps/api/src/db/migrate';
import { startServerProcess, type ServerProcess } from '../../apps/api/src/test/serverProcess';
import { startBaselineProcess } from './baselineProcess';
import { API_READ_BUDGET, LOGIN_EVENT_LOOP_BUDGET, MEMORY_BUDGETS, type Budget } from './budgets';
import { boardLists } from './boardLists';
import { imageUploads } from './imageUploads';
import { measureBundles } from './bundles';
import { jsonPathOf, readRun, writeReport, type BenchDialect, type Figure } from './report';
import { lighthouseFigures } from './lighthouse';
import { startupFigures } from './startup';
import { notifications } from './notifications';
import { pages } from './pages';
import { postBodies } from './postBodies';
import { pushDelivery } from './pushDelivery';
import { rollingRestart } from './rollingRestart';
import { seedBenchmark } from './seedBench';
import { searchFigures } from './search';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** `--db mysql`: the same figures on MariaDB/MySQL (BENCH_MYSQL_URL, else TEST_MYSQL_URL, else the local server). */
const DIALECT: BenchDialect = process.argv.slice(2).join(' ').match(/--db[= ]mysql\b/) ? 'mysql' : 'sqlite';
const MYSQL_SERVER = DIALECT === 'mysql' ? (process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306') : undefined;
const PASSWORD = 'nanum1234!';
/** What every app process of the bench runs with, on top of the database's settings. */
// Every bench client comes from 127.0.0.1 (5,000 sockets in the notifications figures): no per-address socket cap.
const appEnv = (env: Record<string, string>) => ({ ...env, SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-bench', LOG_LEVEL: 'warn', LOGIN_LIMIT_PER_IP: '100000', SOCKETS_PER_ADDRESS: '100000', BOARD_LIMIT_SCALE: '100000' });
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The benchmark database: `nanum_bench` on the MySQL server with `--db mysql`, else SQLite in .bench/. */
async function prepareDatabase(): Promise<{ env: Record<string, string>; label: string }> {
  const dataDir = path.join(ROOT, '.bench');
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (MYSQL_SERVER) {
    const url = new URL(MYSQL_SERVER);
    const admin = knexFactory({ client: 'mysql2', connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) } });
    await admin.raw('CREATE DATABASE IF NOT EXISTS nanum_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await admin.destroy();
    url.pathname = '/nanum_bench';
    databaseUrl = url.toString();
  }
  const db = createDb({ dialect: databaseUrl ? 'mysql' : 'sqlite', DATABASE_URL: databaseUrl, dataDir, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
  try {
    await migrateLatest(db);
    log(`seeding the benchmark database (${databaseUrl ? 'MySQL nanum_bench' : 'SQLite .bench/'})`);
    await seedBenchmark(db, path.join(dataDir, 'uploads'), log);
  } finally {
    await db.destroy();
  }
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    label: databaseUrl ? 'MariaDB/MySQL' : 'SQLite',
  };
}

interface Load {
  reqPerSec: number;
  p99: number;
  failures: number;
}

/** Resident set size of a process, MB (Linux /proc). */
function rssOf(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** Samples a process's resident set size every 200 ms until stopped; answers the peak, MB. */
function watchRss(pid: number): () => number {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 200);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections, duration: DURATION, headers });
  return { reqPerSec: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: email, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

function apiFigure(name: string, measured: Load, baseline: Load, budget: Budget): Figure {
  const ratio = measured.reqPerSec / baseline.reqPerSec;
  // The baseline's p99 can read 0 ms at this resolution: at least 1 ms.
  const p99Ratio = measured.p99 / Math.max(1, baseline.p99);
  const pass = measured.failures === 0 && ratio >= (budget.minRatio ?? 0) && p99Ratio <= (budget.maxP99Ratio ?? Infinity);
  return {
    group: 'API reads (50 connections)',
    name,
    value: Math.round(measured.reqPerSec),
    unit: 'req/s',
    p99Ms: measured.p99,
    baseline: Math.round(baseline.reqPerSec),
    ratio: Number(ratio.toFixed(2)),
    baselineP99Ms: baseline.p99,
    p99Ratio: Number(p99Ratio.toFixed(2)),
    failures: measured.failures,
    budget,
    pass,
  };
}

/** Issue 28: the app's resident memory idle after start and at its peak under the API read load. */
function memoryFigures(idle: number, loaded: number): Figure[] {
  const group = 'Process memory (one app process)';
  return [
    { group, name: 'resident set size, idle', value: idle, unit: 'MB', budget: MEMORY_BUDGETS.idle, pass: idle <= (MEMORY_BUDGETS.idle.maxValue ?? Infinity), note: 'after start and one login, before any load' },
    { group, name: 'resident set size, under the API reads', value: loaded, unit: 'MB', budget: MEMORY_BUDGETS.loaded, pass: loaded <= (MEMORY_BUDGETS.loaded.maxValue ?? Infinity), note: 'peak, sampled every 200 ms through the five API read loads at 50 connections' },
  ];
}

/** Budget 1: API reads against the minimal baseline, each measured right after a baseline run. */
async function apiReads(app: ServerProcess, baselineUrl: string, cookie: string, memberId: number): Promise<Figure[]> {
  // The newest notice has comments (the seed spreads 500,000 over the newest posts); bench0 has alarms.
  const list = (await (await fetch(`${app.url}/api/community/boards/notice/posts`)).json()) as { data: { list: { id: number }[] } };
  const postId = list.data.list[0]?.id;
  if (!postId) throw new Error('the benchmark database has no notice');
  const alarmCookie = await login(app.url, 'bench0@nanum.example');
  const alarmUser = (await (await fetch(`${app.url}/api/user/get/self/information`, { headers: { cookie: alarmCookie } })).json()) as { data: { id: number } };
  const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'self information (with a session)', path: '/api/user/get/self/information', headers: { cookie } },
    { name: 'board list, page 1', path: '/api/community/boards/notice/posts' },
    { name: 'board list, page 500', path: '/api/community/boards/notice/posts?page=500' },
    { name: 'a post with its comments', path: `/api/community/posts/${postId}` },
    { name: 'a member’s alarms', path: `/api/alarm/get/${alarmUser.data.id}`, headers: { cookie: alarmCookie } },
  ];
  const figures: Figure[] = [];
  for (const target of targets) {
    log(`  baseline, then ${target.name}`);
    const baseline = await load(`${baselineUrl}/user/${memberId}`, 50);
    const measured = await load(`${app.url}${target.path}`, 50, target.headers);
    figures.push(apiFigure(target.name, measured, baseline, API_READ_BUDGET));
  }
  return figures;
}

/** Budget 6: 20 concurrent logins while a read load runs; the event loop of the app process. */
async function loginUnderLoad(env: Record<string, string>, cookie: (base: string) => Promise<string>): Promise<Figure[]> {
  const app = await startServerProcess({ ...env, LOGIN_LIMIT_PER_IP: '100000' }, 60_000, { nodeArgs: ['--require', path.join(ROOT, 'scripts/bench/loopMonitor.cjs')], ipc: true });
  try {
    const readCookie = await cookie(app.url);
    const ask = (message: 'reset' | 'report') =>
      new Promise<{ p50: number; p99: number; max: number }>((resolve) => {
        if (message === 'report') app.child.once('message', (answer) => resolve(answer as { p50: number; p99: number; max: number }));
        app.child.send(message);
        if (message === 'reset') resolve({ p50: 0, p99: 0, max: 0 });
      });
    await ask('reset');
    let logins = 0;
    let stop = false;
    // Twenty members, each logging in again and again (one account's concurrent logins would meet
    // its per-account limit, and quick 429s are not logins).
    const loginLoop = async (email: string) => {
      while (!stop) {
        const res = await fetch(`${app.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: email, password: PASSWORD }) });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
        logins += 1;
      }
    };
    const started = Date.now();
    let failure: unknown;
    const loops = Array.from({ length: 20 }, (_, n) =>
      loginLoop(`bench${n + 1}@nanum.example`).catch((error: unknown) => {
        failure ??= error;
        stop = true;
      }),
    );
    const reads = await load(`${app.url}/api/user/get/self/information`, 10, { cookie: readCookie });
    stop = true;
    await Promise.all(loops);
    if (failure) throw failure;
    const seconds = (Date.now() - started) / 1000;
    const delay = await ask('report');
    const rounds = Number(env.BCRYPT_ROUNDS ?? 11);
    return [
      {
        group: 'Login under load (20 concurrent logins + 10 connections reading)',
        name: 'event loop delay p99',
        value: Number(delay.p99.toFixed(1)),
        unit: 'ms',
        budget: LOGIN_EVENT_LOOP_BUDGET,
        pass: delay.p99 <= (LOGIN_EVENT_LOOP_BUDGET.maxValue ?? Infinity),
        note: `bcrypt cost ${rounds}: ${(logins / seconds).toFixed(1)} logins/s alongside ${Math.round(reads.reqPerSec)} reads/s`,
      },
    ];
  } finally {
    await app.stop();
  }
}

const machineText = (database: string) =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${database}`;

/** Puts `figures` in place of the last run's figures of their groups (of this dialect); the other figures stay. */
function replaceInLastRun(figures: Figure[], database: string): void {
  const previous = readRun(ROOT, DIALECT);
  const groups = new Set(figures.map((figure) => figure.group));
  const others = previous?.figures.filter((figure) => !groups.has(figure.group)) ?? [];
  writeReport(ROOT, DIALECT, {
    machine: previous?.machine ?? machineText(database),
    date: previous?.date ?? new Date().toISOString(),
    durationSeconds: previous?.durationSeconds ?? DURATION,
    figures: [...others, ...figures],
  });
  log(`wrote ${[...groups].join(', ')} to docs/BENCHMARKS.md and ${jsonPathOf(DIALECT)} (${figures.filter((f) => !f.pass).length} over budget)`);
}

/**
 * `npm run bench -- bundles`: only the first-load JavaScript of the last build (seconds, no
 * database). `npm run bench -- lists`: only the board list latencies (the benchmark database is
 * seeded first if needed). `npm run bench -- notifications`: only budget 5 (same database).
 * `npm run bench -- login`: only budget 6, 20 logins under a read load (same database).
 * `npm run bench -- push`: only app push (issue 26), on a fresh database of its own.
 * `npm run bench -- images`: only /api/health while hostile BMPs and 12 MP JPEGs upload (issue 21).
 * `npm run bench -- search`: only 통합검색 and a board's search beside a LIKE scan (issue 25, same database).
 * `npm run bench -- bodies`: only the post bodies' cost on the main thread (review of 2 December, no database).
 * `npm run bench -- api`: only the API reads (budget 1), against a fresh app and baseline.
 * `npm run bench -- pages`, `npm run bench -- lighthouse` and `npm run bench -- startup` (mobile
 * start-up beside an empty Next.js page, issue 30): the pages budget and Lighthouse,
 * against the server with the web build (`npm run build` first). Each
 * replaces its own figures of the last full run. `--db mysql` with any of them (or alone): the
 * same on MariaDB/MySQL, kept in docs/benchmarks.mysql.json.
 */
async function partial(what: string[]): Promise<boolean> {
  if (what.includes('bundles')) {
    replaceInLastRun(measureBundles(ROOT), 'no database');
    return true;
  }
  if (what.includes('bodies')) {
    replaceInLastRun(postBodies(log), 'no database');
    return true;
  }
  if (what.includes('api')) {
    const { env, label } = await prepareDatabase();
    replaceInLastRun(await apiReadFigures(env, label, { withLists: false }), label);
    return true;
  }
  if (what.includes('lists')) {
    const { env, label } = await prepareDatabase();
    const app = await startServerProcess(appEnv(env), 90_000);
    try {
      replaceInLastRun(await boardLists(app.url, label), label);
    } finally {
      await app.stop();
    }
    return true;
  }
  if (what.includes('images')) {
    const { env, label } = await prepareDatabase();
    replaceInLastRun(await imageUploads(appEnv(env), ROOT, login, log), label);
    return true;
  }
  if (what.includes('push')) {
    replaceInLastRun(await pushDelivery(appEnv, MYSQL_SERVER, log), MYSQL_SERVER ? 'MariaDB/MySQL' : 'SQLite');
    return true;
  }
  if (what.includes('login')) {
    const { env, label } = await prepareDatabase();
    replaceInLastRun(await loginUnderLoad(appEnv(env), (base) => login(base, 'member@nanum.example')), label);
    return true;
  }
  if (what.includes('search')) {
    const { env, label } = await prepareDatabase();
    replaceInLastRun(await withBenchDb(env, (db) => searchFigures(db, label, log)), label);
    return true;
  }
  if (what.includes('notifications')) {
    const { env, label } = await prepareDatabase();
    replaceInLastRun(await withBenchDb(env, (db) => notifications(appEnv(env), db, log)), label);
    return true;
  }
  if (what.includes('pages') || what.includes('lighthouse') || what.includes('startup')) {
    const { env, label } = await prepareDatabase();
    const web = await startWebServer(env);
    try {
      const figures = what.includes('pages') ? await pages(web.url, load, log) : [];
      if (what.includes('lighthouse')) figures.push(...(await lighthouseFigures(web.url, label, log)));
      if (what.includes('startup')) figures.push(...(await startupFigures(web.url, log)));
      replaceInLastRun(figures, label);
    } finally {
      await web.stop();
    }
    return true;
  }
  return false;
}

/** The benchmark database opened in this process for `measure`, then closed. */
async function withBenchDb<T>(env: Record<string, string>, measure: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const db = createDb({ dialect: env.DATABASE_URL ? 'mysql' : 'sqlite', DATABASE_URL: env.DATABASE_URL, dataDir: env.DATA_DIR as string, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
  try {
    return await measure(db);
  } finally {
    await db.destroy();
  }
}

/** The server with its pages (the web build), as in production. */
const startWebServer = (env: Record<string, string>) =>
  startServerProcess({ ...appEnv(env), NANUM_API_ONLY: '0' }, 90_000);

/** Budget 1 against a fresh app and baseline; with `withLists`, the board list latencies too (same app). */
async function apiReadFigures(env: Record<string, string>, label: string, { withLists }: { withLists: boolean }): Promise<Figure[]> {
  const app = await startServerProcess(appEnv(env), 90_000);
  const baseline = await startBaselineProcess('baseline.ts', env);
  try {
    const cookie = await login(app.url, 'member@nanum.example');
    const self = (await (await fetch(`${app.url}/api/user/get/self/information`, { headers: { cookie } })).json()) as { data: { id: number } };
    const idle = rssOf(app.child.pid as number);
    const peak = watchRss(app.child.pid as number);
    const figures = await apiReads(app, baseline.url, cookie, Number(self.data.id));
    figures.push(...memoryFigures(idle, peak()));
    if (withLists) {
      log('board lists, one request at a time');
      figures.push(...(await boardLists(app.url, label)));
    }
    return figures;
  } finally {
    baseline.child.kill('SIGTERM');
    await app.stop();
  }
}

async function main(): Promise<void> {
  if (await partial(process.argv.slice(2))) return;
  // Weighed first, so a missing build stops the run before the long database part.
  const bundles = measureBundles(ROOT);
  const { env, label } = await prepareDatabase();
  const common = appEnv(env);
  const figures: Figure[] = [];

  log('API reads');
  figures.push(...(await apiReadFigures(env, label, { withLists: true })));

  log('pages, then Lighthouse (the server with its web build)');
  const web = await startWebServer(env);
  try {
    figures.push(...(await pages(web.url, load, log)), ...(await lighthouseFigures(web.url, label, log)), ...(await startupFigures(web.url, log)));
  } finally {
    await web.stop();
  }

  log('login under load');
  figures.push(...(await loginUnderLoad(common, (base) => login(base, 'member@nanum.example'))));

  log('image uploads');
  figures.push(...(await imageUploads(common, ROOT, login, log)));

  log('notifications');
  figures.push(...(await withBenchDb(env, (db) => notifications(common, db, log))));

  log('search');
  figures.push(...(await withBenchDb(env, (db) => searchFigures(db, label, log))));

  log('post bodies');
  figures.push(...postBodies(log));

  log('app push');
  figures.push(...(await pushDelivery(appEnv, MYSQL_SERVER, log)));

  log('rolling restart of one of two instances under load');
  figures.push(...(await rollingRestart(common, log)));

  figures.push(...bundles);
  writeReport(ROOT, DIALECT, { machine: machineText(label), date: new Date().toISOString(), durationSeconds: DURATION, figures });
  log(`wrote docs/BENCHMARKS.md and ${jsonPathOf(DIALECT)} (${figures.filter((f) => !f.pass).length} over budget)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
