/** The part of a better-sqlite3 connection that knex uses to run a query. */
export interface PreparingConnection {
  prepare(sql: string): unknown;
}

/**
 * knex's better-sqlite3 dialect prepares every statement anew on each query: about a tenth of the
 * CPU of a simple API read. This keeps the `max` most recently used prepared statements of a
 * connection and hands them back for the same SQL. Reuse is safe: better-sqlite3 runs a statement
 * to completion synchronously, and SQLite re-prepares a statement by itself after a schema change.
 * Answers how many statements are cached (for tests).
 */
export function cachePreparedStatements(conn: PreparingConnection, max = 256): () => number {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    const cached = cache.get(sql);
    if (cached !== undefined) {
      // Most recently used last, so the oldest goes first when the cache is full.
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const statement = prepare(sql);
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(sql, statement);
    return statement;
  };
  return () => cache.size;
}

/**
 * knex opens every transaction with a plain `BEGIN`, which on SQLite takes the write lock only at
 * the transaction's first write. A transaction that reads first (most do: the row it updates, a
 * count it checks) then fails at once with SQLITE_BUSY if another connection (a second instance,
 * a command-line tool) wrote in between: SQLite cannot move its snapshot, and the busy timeout does
 * not apply. `BEGIN IMMEDIATE` takes the write lock at the start, waiting up to the busy timeout
 * for it, so a transaction either starts on the current data or does not start. Within one process
 * knex's SQLite pool has a single connection, so its transactions already run one at a time.
 */
export function beginImmediate(conn: PreparingConnection): void {
  const prepare = conn.prepare.bind(conn);
  conn.prepare = (sql: string) => prepare(sql === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : sql);
}
