// The baseline of the start-up figures (issue 30): a one-page Next.js app built with this project's
// own Next (and React), in a temporary folder, served by `next start` on a free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const PAGE = `export default function Home() {
  return (
    <main>
      <h1>빈 페이지</h1>
      <p>Next.js가 만든 한 쪽짜리 페이지입니다.</p>
    </main>
  );
}
`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface EmptyNextApp {
  url: string;
  stop(): Promise<void>;
}

/** Builds the empty app (production build, webpack like the site) and starts it. */
export async function startEmptyNextApp(log: (line: string) => void): Promise<EmptyNextApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-empty-next-'));
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(path.join(dir, 'pages/index.js'), PAGE);
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "empty-next", "private": true }\n');
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  log('building the empty Next.js page (the start-up baseline)');
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`empty Next.js build failed: ${build.stderr || build.stdout}`);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the empty Next.js page did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
