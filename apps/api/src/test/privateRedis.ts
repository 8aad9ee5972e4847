import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createClient } from 'redis';
import { freePort } from './serverProcess';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether this machine can run a private Redis server (Debian's redis-server package). */
export const canRunPrivateRedis = (): boolean => fs.existsSync(REDIS_SERVER);

/** A Redis server of the test's own on a free loopback port, which the test may kill and restart. */
export class PrivateRedis {
  private child: ChildProcess | undefined;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.child = spawn(REDIS_SERVER, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = createClient({ url: this.url, socket: { connectTimeout: 500, reconnectStrategy: false } });
      probe.on('error', () => {});
      const up = await probe.connect().then(
        async () => {
          await probe.ping();
          probe.destroy();
          return true;
        },
        () => false,
      );
      if (up) return;
      if (this.child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }
}
