// `npm test`: typecheck and lint (side by side), unit + API tests (SQLite, and MySQL when
// TEST_MYSQL_URL is set), then the production web build and the browser tests (scripts/e2e.mjs: all
// of them on SQLite, the dialect-sensitive journeys on MySQL too). Stops at the first failing step
// and ends with one summary line over every run: "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-test-report-'));
const vitestReport = path.join(tmp, 'vitest.json');
const e2eReport = path.join(tmp, 'playwright.json');
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  process.stdout.write(`\n◀ ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  return result.status === 0;
}

/**
 * Runs independent one-threaded checks side by side (the CI machine has two cores), each one's
 * output printed whole when it ends; true when all passed.
 */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.once('close', (code) => {
            process.stdout.write(`\n▶ ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
            process.stdout.write(Buffer.concat(output));
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function finish(ok) {
  const vitest = readJson(vitestReport);
  if (vitest) {
    totals.passed += vitest.numPassedTests ?? 0;
    totals.failed += vitest.numFailedTests ?? 0;
  }
  for (const file of [e2eReport, `${e2eReport}.mysql.json`]) {
    const e2e = readJson(file);
    if (!e2e?.stats) continue;
    totals.passed += e2e.stats.expected ?? 0;
    totals.failed += (e2e.stats.unexpected ?? 0) + (e2e.stats.flaky ?? 0);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  if (!ok && totals.failed === 0) totals.failed = 1; // a failing step that is not a test (typecheck, lint, build)
  process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(ok ? 0 : 1);
}

const dialects = process.env.TEST_MYSQL_URL ? 'SQLite and MySQL' : 'SQLite only (set TEST_MYSQL_URL for MySQL too)';
const steps = [
  () =>
    runTogether([
      { title: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
      { title: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
    ]),
  () => run(`unit and API tests — ${dialects}`, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
  // The typecheck above passed: the web build need not repeat it (next.config.js).
  () => run('browser tests', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, NANUM_TYPECHECKED: '1' }),
];
for (const step of steps) if (!(await step())) finish(false);
finish(true);
