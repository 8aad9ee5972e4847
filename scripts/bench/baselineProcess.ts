// Starts one of the bench's baseline servers (baseline.ts, socketBaseline.ts) as its own process on
// a free loopback port; it writes a line to stdout once it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../apps/api/src/test/serverProcess';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BaselineProcess {
  url: string;
  child: ChildProcess;
}

export async function startBaselineProcess(script: string, env: Record<string, string> = {}): Promise<BaselineProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts/bench', script)], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}
