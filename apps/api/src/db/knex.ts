import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { Config } from '../config/env';
import type { Logger } from '../http/logger';
import { beginImmediate, cachePreparedStatements, type PreparingConnection } from './sqliteStatements';
import { startWalCheckpoints, type WalCheckpoints } from './walCheckpoints';

/**
 * The knex instance. SQLite (better-sqlite3) when DATABASE_URL is unset, MySQL/MariaDB (mysql2)
 * otherwise. Both sessions run in UTC and return timestamps as 'YYYY-MM-DD HH:MM:SS' text, which
 * ./values.ts turns into ISO strings; every other dialect difference is also kept in this folder.
 */
export type Db = Knex;

/** The SQLite database's file in DATA_DIR (backups and tests copy it by this name). */
export const SQLITE_FILE = 'nanum.sqlite';

type DbConfig = Pick<Config, 'dialect' | 'dataDir' | 'DB_ACQUIRE_TIMEOUT_MS'> & Partial<Pick<Config, 'SQLITE_BUSY_TIMEOUT_MS'>> & { DATABASE_URL?: string | undefined };

const SQLITE_BUSY_TIMEOUT_MS = 250;
/** SQLite with background checkpoints: how often the worker copies the WAL into the database file. */
const WAL_CHECKPOINT_MS = 1000;
/** SQLite's own default: a commit that leaves more pages than this in the WAL checkpoints it. */
const WAL_AUTOCHECKPOINT_PAGES = 1000;
/**
 * SQLite reads the database through a memory map of up to this many bytes instead of a read() call
 * per page beyond its 2 MB page cache (as Rails' SQLite defaults do, 128 MiB). A board's 댓글
 * search reads a few thousand comment and post rows spread over the file: 47 → 20 ms on the
 * benchmark database (docs/BENCHMARKS.md). The mapped pages are the operating system's file cache,
 * shared and given back under memory pressure, not the process's heap.
 */
export const SQLITE_MMAP_BYTES = 128 * 1024 * 1024;

export interface DbOptions {
  /**
   * SQLite: WAL checkpoints run in a worker thread instead of inside the commits on the event loop
   * (see ./walCheckpoints). For the app's long-lived process; one-off tools and tests keep SQLite's
   * automatic checkpoints.
   */
  backgroundCheckpoints?: boolean;
}

function mysqlConnection(url: string): Knex.MySql2ConnectionConfig {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.slice(1)),
    charset: 'utf8mb4',
    timezone: 'Z',
    dateStrings: true,
    supportBigNumbers: true,
    connectTimeout: 5000,
  };
}

/**
 * knex's own messages go to the app's log, not the console. Its per-attempt connection errors are
 * debug: during an outage the error handler already logs it, once per 10 s.
 */
function knexLog(logger: Logger | undefined): Knex.Config['log'] {
  if (!logger) return undefined;
  const text = (message: unknown) => String(message instanceof Error ? message.message : message);
  return {
    warn: (message: unknown) => {
      const line = text(message);
      if (/^(Acquire connection error|Connection Error)/.test(line)) logger.debug({ source: 'knex' }, line);
      else logger.warn({ source: 'knex' }, line);
    },
    error: (message: unknown) => logger.error({ source: 'knex' }, text(message)),
    deprecate: (message: unknown) => logger.warn({ source: 'knex' }, text(message)),
    debug: (message: unknown) => logger.debug({ source: 'knex' }, text(message)),
  };
}

export function createDb(config: DbConfig, logger?: Logger, options: DbOptions = {}): Db {
  const pool = { acquireTimeoutMillis: config.DB_ACQUIRE_TIMEOUT_MS };
  const log = knexLog(logger);
  if (config.dialect === 'mysql') {
    if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required for MySQL');
    return knexFactory({
      client: 'mysql2',
      log,
      connection: mysqlConnection(config.DATABASE_URL),
      acquireConnectionTimeout: config.DB_ACQUIRE_TIMEOUT_MS,
      pool: {
        ...pool,
        min: 0,
        max: 10,
        afterCreate(conn: { query: (sql: string, cb: (err: Error | null) => void) => void }, done: (err: Error | null, conn: unknown) => void) {
          conn.query("SET time_zone = '+00:00'", (err) => done(err, conn));
        },
      },
    });
  }
  const busyTimeoutMs = config.SQLITE_BUSY_TIMEOUT_MS ?? SQLITE_BUSY_TIMEOUT_MS;
  const filename = path.join(config.dataDir, SQLITE_FILE);
  let autoCheckpointPages = options.backgroundCheckpoints ? 0 : WAL_AUTOCHECKPOINT_PAGES;
  const db = knexFactory({
    client: 'better-sqlite3',
    log,
    connection: { filename },
    useNullAsDefault: true,
    acquireConnectionTimeout: config.DB_ACQUIRE_TIMEOUT_MS,
    pool: {
      ...pool,
      afterCreate(conn: PreparingConnection & { pragma: (sql: string) => unknown }, done: (err: Error | null, conn: unknown) => void) {
        try {
          beginImmediate(conn);
          cachePreparedStatements(conn);
          conn.pragma('journal_mode = WAL');
          conn.pragma(`wal_autocheckpoint = ${autoCheckpointPages}`);
          conn.pragma('foreign_keys = ON');
          conn.pragma(`busy_timeout = ${busyTimeoutMs}`);
          conn.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
          done(null, conn);
        } catch (error) {
          done(error as Error, conn);
        }
      },
    },
  });
  if (options.backgroundCheckpoints) {
    const checkpoints = startWalCheckpoints(filename, {
      intervalMs: WAL_CHECKPOINT_MS,
      busyTimeoutMs,
      onFailure(error) {
        // Back to checkpoints inside the commits (the pool's one connection, and any new one).
        logger?.error({ err: error }, 'WAL checkpoint worker failed; checkpoints run in the commits again');
        autoCheckpointPages = WAL_AUTOCHECKPOINT_PAGES;
        db.raw(`pragma wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`).catch(() => undefined);
      },
    });
    walCheckpoints.set(db, checkpoints);
  }
  return db;
}

const walCheckpoints = new WeakMap<Db, WalCheckpoints>();

/**
 * Closes the database: with background checkpoints, the worker's last checkpoint first, then the
 * app's connection (SQLite removes the WAL when its last connection closes).
 */
export async function closeDb(db: Db): Promise<void> {
  await walCheckpoints.get(db)?.stop();
  await db.destroy();
}

export function isMysql(db: Db): boolean {
  return db.client.config.client === 'mysql2';
}

/**
 * Whether the database answers. With `write`, on SQLite also whether it can take a write now:
 * another process may hold the file's write lock (reads still work then). A delete that matches
 * nothing still needs that lock, and changes nothing.
 */
export async function pingDb(db: Db, { write = false }: { write?: boolean } = {}): Promise<void> {
  await db.raw('select 1');
  if (write && !isMysql(db)) await db.raw('delete from knex_migrations where 0');
}
