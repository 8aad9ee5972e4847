// Browser tests: builds the web app, starts the real one-port server (SQLite with demo data, and
// MySQL when TEST_MYSQL_URL is set), waits until it is ready, runs Playwright against it with
// Debian's Chromium, then stops the server and removes its data. Mail goes to a local SMTP catcher
// that writes each message to a folder the specs read (NANUM_MAIL_DIR); app pushes go to a local
// stand-in for FCM (scripts/fake-fcm.ts) whose received messages the specs read (NANUM_FCM_URL).
// Payments go to a local PortOne stand-in on another loopback port (startFakePortOne below).
// SQLite runs the whole suite at both widths and writes the screenshots (test-results/screenshots);
// MySQL runs the dialect-sensitive journeys only, at 1280 px: the list and the reasons are
// MYSQL_JOURNEYS in playwright.config.ts.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * What a failed test's page said, printed because CI keeps only the log's tail, not test-results:
 * from each failure's page snapshot (the YAML in Playwright's error-context.md), the heading and
 * the alert, status, dialog and invalid-field lines.
 */
function printFailedPages() {
  const artifacts = path.join(root, 'test-results/artifacts');
  if (!fs.existsSync(artifacts)) return;
  for (const folder of fs.readdirSync(artifacts)) {
    const file = path.join(artifacts, folder, 'error-context.md');
    if (!fs.existsSync(file)) continue;
    const lines = (fs.readFileSync(file, 'utf8').split('```yaml')[1] ?? '').split('```')[0].split('\n');
    // An alert whose text sits in its children (a line ending in ':') brings its next line.
    const telling = lines.flatMap((line, i) =>
      /- (alert|alertdialog|status|dialog)\b|\[invalid\]|\[level=1\]/.test(line) ? (line.endsWith(':') ? [line, lines[i + 1]] : [line]) : [],
    );
    process.stdout.write(`\n  what the page said (${folder}):\n${telling.slice(0, 30).join('\n') || '  (no heading, alert, status or invalid field)'}\n`);
  }
}

async function waitReady(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/** A tiny SMTP server on loopback: every message is written as <n>.eml into `dir`. */
async function startMailCatcher(dir) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(dir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The local PortOne stand-in (apps/api/src/test/fakePortOneServer.ts) on a second loopback origin:
 * the site loads its browser script and the 후원하기 journey pays in its window, which sends the
 * signed webhook to the site and goes back. Answers the env that points the site at it, and stop().
 */
async function startFakePortOne(base) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const keys = {
    FAKE_PORTONE_API_SECRET: crypto.randomBytes(24).toString('hex'),
    FAKE_PORTONE_WEBHOOK_SECRET: `whsec_${crypto.randomBytes(24).toString('base64')}`,
    FAKE_PORTONE_STORE_ID: 'store-e2e-00000000-0000-0000-0000-000000000001',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/test/fakePortOneServer.ts'], {
    cwd: root,
    env: { ...process.env, ...keys, FAKE_PORTONE_PORT: String(port), FAKE_PORTONE_WEBHOOK: `${base}/api/donations/webhook` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`fake PortOne exited with code ${child.exitCode}`);
    if (await fetch(`${url}/v2/browser-sdk.js`).then((res) => res.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('fake PortOne not ready after 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    env: {
      PORTONE_STORE_ID: keys.FAKE_PORTONE_STORE_ID,
      PORTONE_CHANNEL_KEY_CARD: 'channel-key-card-e2e',
      PORTONE_CHANNEL_KEY_TRANSFER: 'channel-key-transfer-e2e',
      PORTONE_CHANNEL_KEY_VIRTUAL: 'channel-key-virtual-e2e',
      PORTONE_API_SECRET: keys.FAKE_PORTONE_API_SECRET,
      PORTONE_WEBHOOK_SECRET: keys.FAKE_PORTONE_WEBHOOK_SECRET,
      PORTONE_API_URL: url,
      PORTONE_BROWSER_SDK_URL: `${url}/v2/browser-sdk.js`,
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

function mysql(sql) {
  const url = new URL(process.env.TEST_MYSQL_URL);
  const args = ['-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username), '-e', sql];
  if (url.password) args.push(`-p${decodeURIComponent(url.password)}`);
  const result = spawnSync('mysql', args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`mysql failed: ${sql}`);
}

/** The local FCM and token endpoint (scripts/fake-fcm.ts) in its own process; resolves with its FCM_* settings. */
async function startFakeFcm(dataDir) {
  const info = path.join(dataDir, 'fake-fcm.json');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/fake-fcm.ts'], { cwd: root, env: { ...process.env, FAKE_FCM_INFO: info }, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(info)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the fake FCM server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));
  return { settings: JSON.parse(fs.readFileSync(info, 'utf8')), stop };
}

async function runAgainst(dialect, { screenshots }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nanum-e2e-${dialect}-`));
  const port = await freePort();
  const mailDir = path.join(dataDir, 'mail');
  const mail = await startMailCatcher(mailDir);
  const fcm = await startFakeFcm(dataDir);
  const base = `http://127.0.0.1:${port}`;
  const portone = await startFakePortOne(base);
  // DONOR_RRN_KEY: 기부금 영수증 offered, so that a gift's number reaches the admin's 연말정산 간소화 file.
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', SMTP_URL: mail.url, PUBLIC_URL: base, LOGIN_LIMIT_PER_IP: '1000', ...fcm.settings, PUSH_POLL_MS: '200', ...portone.env, DONOR_RRN_KEY: crypto.randomBytes(32).toString('base64') };
  delete env.DATABASE_URL;
  let database;
  if (dialect === 'mysql') {
    database = `nanum_e2e_${process.pid}`;
    mysql(`DROP DATABASE IF EXISTS \`${database}\`; CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(process.env.TEST_MYSQL_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
    env.SESSION_SECRET = 'e2e-only-secret-e2e-only-secret-e2e-only';
    // Demo data never reaches MySQL by itself: seed it the way an operator would.
    const seed = spawnSync('npm', ['run', '--silent', 'seed:demo'], { cwd: root, env, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('npm run seed:demo failed');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitReady(base, child);
    process.stdout.write(`\n  browser tests against ${base} (${dialect})\n`);
    // Not spawnSync: the mail catcher in this process must keep answering while the tests run.
    // A spec named on the command line may be one the MySQL run leaves out: that is no failure.
    const args = dialect === 'mysql' ? ['--pass-with-no-tests', ...playwrightArgs] : playwrightArgs;
    const playwright = spawn('npx', ['playwright', 'test', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: base, NANUM_DIALECT: dialect, NANUM_SCREENSHOTS: screenshots ? '1' : '', NANUM_MAIL_DIR: mailDir, NANUM_FCM_URL: fcm.settings.FCM_API_URL, NANUM_PORTONE_URL: portone.env.PORTONE_API_URL },
    });
    const code = await new Promise((resolve) => playwright.once('exit', resolve));
    if (code !== 0) printFailedPages();
    return code === 0;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    await mail.close();
    await fcm.stop();
    await portone.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) mysql(`DROP DATABASE IF EXISTS \`${database}\``);
  }
}

// `node scripts/e2e.mjs [--no-build] [--mysql-only] [playwright args...]`, e.g. `-- e2e/profile.spec.ts`.
// --mysql-only skips the SQLite run (TEST_MYSQL_URL must be set): to try the MySQL journeys alone.
const OWN_FLAGS = ['--no-build', '--mysql-only', '--'];
const playwrightArgs = process.argv.slice(2).filter((arg) => !OWN_FLAGS.includes(arg));
// Named specs run by themselves: the "exclusive" project's dependencies (the whole desktop and
// mobile suites, playwright.config.ts) run only with the full suite.
if (playwrightArgs.some((arg) => !arg.startsWith('-'))) playwrightArgs.push('--no-deps');
const mysqlOnly = process.argv.includes('--mysql-only');
if (mysqlOnly && !process.env.TEST_MYSQL_URL) {
  console.error('--mysql-only needs TEST_MYSQL_URL');
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['next', 'build', '--webpack'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
let ok = mysqlOnly || (await runAgainst('sqlite', { screenshots: true }));
if (ok && process.env.TEST_MYSQL_URL) {
  // Playwright writes its JSON report per run; keep the first run's counts beside the second's.
  const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
  if (report) process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = `${report}.mysql.json`;
  ok = await runAgainst('mysql', { screenshots: false });
  if (report) process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = report;
}
process.exit(ok ? 0 : 1);
