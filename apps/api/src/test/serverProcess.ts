import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import { REPO_ROOT } from '../config/repoRoot';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr so far (for failure messages). */
  stderr(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). Resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Whether a loopback port can be bound now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A loopback port free now, for a child process (a server, Redis, MariaDB, the S3 stand-in) to bind
 * a moment later. Drawn below Linux's ephemeral range (32768-60999): the OS hands ports of that
 * range to every listen(0) of the test files running beside, so a port taken from it and released
 * could be given to one of their servers before the child bound it; the child then failed to
 * start while the other server answered its readiness check (a CI run saw exactly that).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + randomInt(12_000);
    if (await isFree(port)) return port;
  }
}

/**
 * Starts the real server process (apps/api/src/main.ts, API only: no web build needed) with the
 * given environment on a loopback port (a free one unless `options.port` names one: a restart on
 * the port its clients know) and resolves once /api/ready answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  options: { nodeArgs?: string[]; ipc?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const output = process.env.NANUM_TEST_SERVER_OUTPUT ? 'inherit' : 'ignore';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NANUM_API_ONLY: '1', LOG_LEVEL: 'warn', SEED_DEMO: '0', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: options.ipc ? ['ignore', output, 'pipe', 'ipc'] : ['ignore', output, 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const ready = await fetch(`${url}/api/ready`).then((res) => res.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    child,
    stderr: () => stderr,
    async stop(graceMs = 12_000) {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
