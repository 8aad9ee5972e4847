import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { createDb, SQLITE_FILE, type Db } from '../db/knex';
import { migrateLatest } from '../db/migrate';

/**
 * Real databases for tests, never mocks: a throwaway SQLite file, and a throwaway MySQL database
 * on the server named by TEST_MYSQL_URL when it is set (CI sets it). Tests run `describe.each(
 * testDialects())` so every API test runs on both dialects.
 *
 * A migrated database starts as a copy of a template each test process migrates once per dialect:
 * running the migrations was most of a new database's cost (a MySQL one took about 1 s alone and
 * 4 s beside the suite's other files, 134 times a run). SQLite copies the template's file; MySQL
 * makes the tables from the template's own `SHOW CREATE TABLE` and copies the rows the migrations
 * wrote (their bookkeeping, seeded settings). testDb.test.ts checks a copy against a migration.
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

const TEMPLATE_PREFIX = 'nanum_tpl_';

function uniqueName(): string {
  return `nanum_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Runs `work` on a one-connection pool to the MySQL server (to `database` when given). */
async function onServer<T>(serverUrl: string, work: (server: Knex) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(serverUrl);
  const server = knexFactory({
    client: 'mysql2',
    connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database, multipleStatements: true },
    pool: { min: 0, max: 1 },
  });
  try {
    return await work(server);
  } finally {
    await server.destroy();
  }
}

const adminQuery = (serverUrl: string, sql: string) => onServer(serverUrl, (server) => server.raw(sql));

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Drops the MySQL templates of test processes that have ended (named nanum_tpl_<pid>_...). */
export async function dropEndedTemplates(serverUrl: string): Promise<void> {
  await onServer(serverUrl, async (server) => {
    const rows = (await server.raw(`SHOW DATABASES LIKE '${TEMPLATE_PREFIX}%'`))[0] as Record<string, string>[];
    for (const name of rows.map((row) => Object.values(row)[0] as string)) {
      const pid = Number(name.slice(TEMPLATE_PREFIX.length).split('_')[0]);
      if (!isAlive(pid)) await server.raw(`DROP DATABASE IF EXISTS \`${name}\``);
    }
  });
}

interface MysqlTemplate {
  name: string;
  /** The template's tables as `SHOW CREATE TABLE` gives them, and the ones holding rows. */
  creates: string[];
  filled: string[];
}

let sqliteTemplate: Promise<string> | undefined;
let mysqlTemplate: Promise<MysqlTemplate> | undefined;

/**
 * This process's migrated SQLite file, kept while the process lives: it goes with the run's
 * temporary folder (globalSetup.ts), since vitest ends its test processes with a signal.
 */
function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-test-template-'));
    const db = createDb({ dialect: 'sqlite', dataDir, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
    await migrateLatest(db);
    // Everything in the main file: the copies are made from it alone.
    await db.raw('pragma wal_checkpoint(TRUNCATE)');
    await db.destroy();
    return path.join(dataDir, SQLITE_FILE);
  })();
  return sqliteTemplate;
}

/** This process's migrated MySQL template, made on first use. */
function mysqlTemplateOf(serverUrl: string): Promise<MysqlTemplate> {
  mysqlTemplate ??= (async () => {
    await dropEndedTemplates(serverUrl);
    const name = `${TEMPLATE_PREFIX}${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(serverUrl, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = createDb({ dialect: 'mysql', dataDir: os.tmpdir(), DATABASE_URL: url.toString(), DB_ACQUIRE_TIMEOUT_MS: 10_000 });
    try {
      await migrateLatest(db);
      const tables: string[] = (await db('information_schema.TABLES').where({ TABLE_SCHEMA: name, TABLE_TYPE: 'BASE TABLE' }).orderBy('TABLE_NAME').pluck('TABLE_NAME')) as string[];
      const creates: string[] = [];
      const filled: string[] = [];
      for (const table of tables) {
        creates.push(((await db.raw(`SHOW CREATE TABLE \`${table}\``))[0] as Record<string, string>[])[0]?.['Create Table'] as string);
        if (await db(table).first()) filled.push(table);
      }
      return { name, creates, filled };
    } finally {
      await db.destroy();
    }
  })();
  return mysqlTemplate;
}

/** Fills the empty database `name` with the template's tables and rows. */
async function copyMysqlTemplate(serverUrl: string, name: string): Promise<void> {
  const template = await mysqlTemplateOf(serverUrl);
  const statements = ['SET FOREIGN_KEY_CHECKS = 0', ...template.creates, ...template.filled.map((table) => `INSERT INTO \`${table}\` SELECT * FROM \`${template.name}\`.\`${table}\``), 'SET FOREIGN_KEY_CHECKS = 1'];
  await onServer(serverUrl, (server) => server.raw(statements.join(';\n')), name);
}

/** A fresh database of the given dialect: migrated (a copy of the migrated template) unless `migrate: false`. */
export async function createTestDb(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestDb> {
  const migrated = options.migrate !== false;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (dialect === 'mysql') {
    const server = process.env.TEST_MYSQL_URL;
    if (!server) throw new Error('TEST_MYSQL_URL is not set');
    const name = uniqueName();
    await adminQuery(server, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    dropDatabase = () => adminQuery(server, `DROP DATABASE IF EXISTS \`${name}\``);
    if (migrated) await copyMysqlTemplate(server, name);
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else if (migrated) {
    fs.copyFileSync(await sqliteTemplateFile(), path.join(dataDir, SQLITE_FILE));
  }
  const db = createDb({ dialect, dataDir, DATABASE_URL: databaseUrl, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
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
