import { spawn, type ChildProcess } from 'node:child_process';
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
