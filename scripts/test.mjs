// `npm test`: typecheck, lint, unit + API tests (SQLite, and MySQL when TEST_MYSQL_URL is set),
// then the production web build and the browser tests. Stops at the first failing step and ends
// with one summary line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-test-report-'));
const vitestReport = path.join(tmp, 'vitest.json');
const e2eReport = path.join(tmp, 'playwright.json');
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
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
  () => run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  () => run('lint', 'npx', ['eslint', '--max-warnings=0', '.']),
  () => run(`unit and API tests — ${dialects}`, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
  () => run('browser tests', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }),
];
for (const step of steps) if (!step()) finish(false);
finish(true);
