// `npm run security:scan`: starts a local instance (SQLite with the demo data, loopback only),
// logs in as the demo member and the demo admin, runs sqlmap against the parameters that reach
// SQL (search, sort, paging, ids, login) and wapiti against the API, each bounded in time, then
// `npm audit --omit=dev`, and prints the findings. Traffic goes to 127.0.0.1 only.
// Needs Debian's sqlmap and wapiti (`apt-get install -y sqlmap wapiti`). The pages are scanned too
// when a production build exists (.next/BUILD_ID); otherwise only /api (`npm run build` first).
// Exit code 1 when sqlmap finds an injection, wapiti a medium or higher finding, or npm audit a
// high or critical advisory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const DEMO_PASSWORD = 'nanum1234!';
const SQLMAP_SECONDS = Number(process.env.SCAN_SQLMAP_SECONDS ?? 90);
const WAPITI_SECONDS = Number(process.env.SCAN_WAPITI_SECONDS ?? 240);
const WAPITI_LEVELS = { 4: 'critical', 3: 'high', 2: 'medium', 1: 'low', 0: 'info' };

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

async function login(base, email) {
  const res = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: email, password: DEMO_PASSWORD }) });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nanum.sid='));
  if (res.status !== 200 || !cookie) throw new Error(`demo login of ${email} failed: ${res.status}`);
  return cookie.split(';')[0];
}

/** Runs a command with a time limit; answers its output and whether it was cut short. */
function run(command, args, seconds) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: os.tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), seconds * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ output, code, timedOut: signal === 'SIGTERM' });
    });
  });
}

/** sqlmap on one request; answers "injectable", "not injectable" or what stopped it. */
async function sqlmap(target, workDir) {
  const args = ['--batch', '--disable-coloring', '--flush-session', `--output-dir=${workDir}`, '--level=2', '--risk=1', '--technique=BEUST', '--time-sec=2', '--timeout=10', '--retries=1', '--threads=2', '-u', target.url];
  if (target.cookie) args.push(`--cookie=${target.cookie}`);
  if (target.data) args.push(`--data=${target.data}`, '--headers=Content-Type: application/json');
  if (target.params) args.push(`-p`, target.params);
  // A wrong login answers 401 by design: sqlmap must compare those answers, not stop at them.
  if (target.ignoreCode) args.push(`--ignore-code=${target.ignoreCode}`);
  const { output, timedOut } = await run('sqlmap', args, SQLMAP_SECONDS);
  fs.writeFileSync(path.join(workDir, `sqlmap-${target.name.replace(/\W+/g, '-')}.log`), output);
  if (/identified the following injection point|is vulnerable/i.test(output)) return { verdict: 'INJECTABLE', output };
  if (/do not appear to be injectable|does not seem to be injectable/i.test(output)) return { verdict: timedOut ? 'not injectable (time limit reached)' : 'not injectable', output };
  const last = output.split('\n').filter((line) => /\[(CRITICAL|ERROR|WARNING)\]/.test(line) && !/version is outdated/.test(line)).pop() ?? '';
  return { verdict: timedOut ? `stopped at the ${SQLMAP_SECONDS} s limit without a finding` : `no verdict: ${last.replace(/^\[[\d:]+\]\s*/, '')}`, output };
}

async function wapiti(base, startUrls, cookie, workDir, withPages) {
  const report = path.join(workDir, 'wapiti.json');
  // Every default module but ssrf, which calls an outside server.
  const modules = 'sql,blindsql,xss,permanentxss,exec,file,redirect,crlf,http_headers,cookieflags,csp';
  const args = ['-u', `${base}/${withPages ? '' : 'api/'}`, '--scope', 'folder', '-m', modules, '-H', `Cookie: ${cookie}`, '--flush-session', '--max-scan-time', String(WAPITI_SECONDS), '--max-attack-time', '60', '-d', '3', '-f', 'json', '-o', report];
  for (const url of startUrls) args.push('-s', url);
  const { output, timedOut } = await run('wapiti', args, WAPITI_SECONDS + 60);
  if (!fs.existsSync(report)) return { error: `no report${timedOut ? ' (time limit)' : ''}: ${output.slice(-500)}` };
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const findings = [];
  for (const section of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, items] of Object.entries(json[section] ?? {})) {
      for (const item of items) findings.push({ section, category, level: WAPITI_LEVELS[item.level] ?? String(item.level), method: item.method, path: item.path, parameter: item.parameter, info: item.info });
    }
  }
  return { findings, crawled: json.infos?.crawled_pages_nbr ?? json.infos?.crawled_pages?.length };
}

function audit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  try {
    const json = JSON.parse(result.stdout);
    // The registry may not offer the advisory endpoint (a mirror): that is "not checked", never "clean".
    if (!json.metadata) return { error: `the advisory database did not answer: ${json.message ?? json.error?.summary ?? 'no metadata'}` };
    const advisories = Object.values(json.vulnerabilities ?? {}).map((v) => ({ name: v.name, severity: v.severity, via: v.via.map((via) => (typeof via === 'string' ? via : via.title)).join('; ') }));
    return { counts: json.metadata?.vulnerabilities ?? {}, advisories };
  } catch {
    return { error: (result.stderr || result.stdout).slice(0, 500) };
  }
}

async function main() {
  for (const tool of ['sqlmap', 'wapiti']) {
    if (spawnSync('which', [tool]).status !== 0) throw new Error(`${tool} is missing: apt-get install -y sqlmap wapiti`);
  }
  const withPages = fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-scan-'));
  const workDir = path.join(dataDir, 'scan');
  fs.mkdirSync(workDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'error', PUBLIC_URL: base, LOGIN_LIMIT_PER_IP: '100000', NANUM_API_ONLY: withPages ? '0' : '1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const started = Date.now();
  let failed = false;
  try {
    await waitReady(base, child);
    console.log(`security scan of ${base} (${withPages ? 'pages and API' : 'API only: no production build'}), sqlite with demo data`);
    const member = await login(base, 'member@nanum.example');
    const admin = await login(base, 'admin@nanum.example');

    const targets = [
      { name: 'board list: search, sort, paging', url: `${base}/api/community/boards/notice/posts?page=1&kind=1&field=title&keyword=test&sort=newest`, cookie: member },
      { name: 'a post by id (path)', url: `${base}/api/community/posts/1*`, cookie: member },
      { name: "a member's posts: id and paging", url: `${base}/api/community/board/get/1*?page=1&pageMax=10`, cookie: member },
      { name: 'a profile by id (path)', url: `${base}/api/user/get/2*`, cookie: member },
      { name: 'admin member search and filters', url: `${base}/api/user/get/list/all?keyword=kim&type=1&rank=0&cardinal=1&certify=1&page=1`, cookie: admin },
      // passid reaches SQL (the password only bcrypt); each injected passid is another account, so the per-account lock stays out of the way.
      { name: 'login: passid (JSON body)', url: `${base}/api/user/login`, data: '{"passid":"member@nanum.example","password":"x"}', params: 'passid', ignoreCode: '401' },
      { name: 'youth campaign by id (path)', url: `${base}/api/youth/campaigns/1*`, cookie: member },
    ];
    console.log('\nsqlmap (level 2, risk 1, boolean/error/union/stacked/time-based):');
    const sqlResults = [];
    for (const target of targets) {
      const result = await sqlmap(target, workDir);
      sqlResults.push({ name: target.name, verdict: result.verdict });
      console.log(`  ${result.verdict === 'INJECTABLE' ? '✗' : '✓'} ${target.name}: ${result.verdict}`);
      if (result.verdict === 'INJECTABLE') {
        failed = true;
        console.log(result.output.split('\n').filter((line) => /Parameter:|Type:|Title:|Payload:/.test(line)).join('\n'));
      }
    }

    console.log(`\nwapiti (${WAPITI_SECONDS} s at most; modules sql, blindsql, xss, permanentxss, exec, file, redirect, crlf, http_headers, cookieflags, csp):`);
    const startUrls = targets.filter((t) => !t.data).map((t) => t.url.replace('*', ''));
    startUrls.push(`${base}/api/site/members?page=global`, `${base}/api/site/page/information`, `${base}/api/certificate/verify/NANUM-2026-0000000000`, `${base}/api/files/profile/x.webp`);
    if (withPages) startUrls.push(`${base}/`, `${base}/community/notice`);
    const web = await wapiti(base, startUrls, member, workDir, withPages);
    if (web.error) {
      failed = true;
      console.log(`  wapiti failed: ${web.error}`);
    } else {
      const counts = {};
      for (const finding of web.findings) counts[finding.level] = (counts[finding.level] ?? 0) + 1;
      console.log(`  findings by level: ${JSON.stringify(counts)}`);
      for (const finding of web.findings) {
        console.log(`  [${finding.level}] ${finding.category}: ${finding.method} ${finding.path}${finding.parameter ? ` (${finding.parameter})` : ''} — ${String(finding.info).slice(0, 160)}`);
      }
      if (web.findings.some((f) => ['critical', 'high', 'medium'].includes(f.level))) failed = true;
    }

    console.log('\nnpm audit --omit=dev:');
    const deps = audit();
    if (deps.error) {
      failed = true;
      console.log(`  npm audit could not run: ${deps.error}`);
    } else {
      console.log(`  ${JSON.stringify(deps.counts)}`);
      for (const advisory of deps.advisories) console.log(`  [${advisory.severity}] ${advisory.name}: ${advisory.via}`);
      if ((deps.counts.high ?? 0) + (deps.counts.critical ?? 0) > 0) failed = true;
    }
    console.log(`\nsecurity scan ${failed ? 'FOUND PROBLEMS' : 'clean'} in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
