import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config/repoRoot';

/** Starts the real process (API only, so no web build is needed) and collects what it prints. */
function start(env: Record<string, string>, timeoutMs = 50_000): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NANUM_API_ONLY: '1', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim(), stdout });
    });
  });
}

// Each case starts a process (tsx compiles on the way): give a loaded machine time.
describe('bad configuration ends the process with one clear line', { timeout: 60_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-startup-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('names a malformed DATABASE_URL', async () => {
    const result = await start({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nope' });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^nanum: Invalid DATABASE_URL: must look like mysql:\/\//);
  });

  it('names an unreachable database', async () => {
    const result = await start({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://root@127.0.0.1:1/nanum', SESSION_SECRET: 'x'.repeat(32) });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Cannot reach MySQL at 127.0.0.1:1/nanum');
    expect(result.stderr).toContain('fix DATABASE_URL');
  });

  it('names a port that is already in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`nanum: Port ${port} is already in use. Stop the other process or set PORT to a free port.`);
    } finally {
      blocker.close();
    }
  });

  it('names a PORT that is not a number', async () => {
    const result = await start({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^nanum: Invalid PORT: /);
  });
});

describe('an unreachable Redis at start', () => {
  it('names REDIS_URL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-startup-'));
    try {
      const result = await start({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1' });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^nanum: Cannot reach Redis at 127\.0\.0\.1:1 \(.+\)\. Start Redis or fix REDIS_URL/);
      expect(result.stderr.split('\n')).toHaveLength(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
