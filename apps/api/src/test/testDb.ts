import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { createDb, type Db } from '../db/knex';
import { migrateLatest } from '../db/migrate';

/**
 * Real databases for tests, never mocks: a throwaway SQLite file, and a throwaway MySQL database
 * on the server named by TEST_MYSQL_URL when it is set (CI sets it). Tests run `describe.each(
 * testDialects())` so every API test runs on both dialects.
 */
export type Dialect = 'sqlite' | 'mysql';

export function testDialects(): Dialect[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface TestDb {
  db: Db;
  dialect: Dialect;
  dataDir: string;
  databaseUrl?: string;
  /** Destroys the pool and removes the database and files. */
  drop(): Promise<void>;
}

function uniqueName(): string {
  return `nanum_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const url = new URL(serverUrl);
  const admin = knexFactory({
    client: 'mysql2',
    connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

/** A fresh, migrated database of the given dialect. */
export async function createTestDb(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (dialect === 'mysql') {
    const server = process.env.TEST_MYSQL_URL;
    if (!server) throw new Error('TEST_MYSQL_URL is not set');
    const name = uniqueName();
    await adminQuery(server, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(server, `DROP DATABASE IF EXISTS \`${name}\``);
  }
  const db = createDb({ dialect, dataDir, DATABASE_URL: databaseUrl, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
  if (options.migrate !== false) await migrateLatest(db);
  return {
    db,
    dialect,
    dataDir,
    databaseUrl,
    async drop() {
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
