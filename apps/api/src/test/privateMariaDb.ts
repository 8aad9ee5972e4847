import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { freePort } from './serverProcess';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';

/** Whether this machine can run a private MariaDB server (Debian's mariadb-server package). */
export const canRunPrivateMariaDb = (): boolean => fs.existsSync(MARIADBD) && fs.existsSync(INSTALL_DB);

/**
 * A MariaDB server of the test's own (temporary data folder, free loopback port), so that a test
 * may stop and restart it — an outage — without touching the machine's shared server.
 */
export class PrivateMariaDb {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-mariadb-'));
  private child: ChildProcess | undefined;
  port = 0;

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/nanum`;
  }

  async init(): Promise<void> {
    const result = spawnSync(INSTALL_DB, ['--no-defaults', `--datadir=${this.dir}/data`, '--auth-root-authentication-method=normal', '--skip-test-db', '--user=root'], {
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error('mariadb-install-db failed');
    // A free port may be taken by another process before the server binds it (tests and other
    // work run beside this one): then the server exits and another port is tried.
    for (let attempt = 1; ; attempt += 1) {
      this.port = await freePort();
      try {
        await this.start();
        break;
      } catch (error) {
        await this.kill();
        if (attempt === 3) throw error;
      }
    }
    const admin = knexFactory({ client: 'mysql2', connection: { host: '127.0.0.1', port: this.port, user: 'root' }, pool: { min: 0, max: 1 } });
    try {
      await admin.raw('CREATE DATABASE nanum CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    } finally {
      await admin.destroy();
    }
  }

  /** Starts the server (again, on the same port and data) and resolves when it accepts connections. */
  async start(): Promise<void> {
    const log = fs.openSync(path.join(this.dir, 'server.log'), 'a');
    this.child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${this.dir}/data`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${this.dir}/mysqld.sock`,
        `--pid-file=${this.dir}/mysqld.pid`,
        '--user=root',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
      ],
      { stdio: ['ignore', log, log] },
    );
    const deadline = Date.now() + 20_000;
    const ownDataDir = `${path.join(this.dir, 'data')}/`;
    for (;;) {
      const probe = knexFactory({ client: 'mysql2', connection: { host: '127.0.0.1', port: this.port, user: 'root', connectTimeout: 1000 }, pool: { min: 0, max: 1 } });
      // The server on the port must be this one (its data folder), not another that took the port.
      const dataDir = await probe.raw('select @@datadir as dir').then((result: unknown) => (result as [{ dir: string }[]])[0][0]?.dir, () => null);
      await probe.destroy();
      if (dataDir === ownDataDir) return;
      if (dataDir !== null) throw new Error(`port ${this.port} is another MariaDB server's (${dataDir})`);
      if (this.child.exitCode !== null || Date.now() > deadline) throw new Error(`mariadbd did not start: ${fs.readFileSync(path.join(this.dir, 'server.log'), 'utf8').slice(-500)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Kills the server outright (a crash or a pulled cable), and waits until it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  async destroy(): Promise<void> {
    await this.kill();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
