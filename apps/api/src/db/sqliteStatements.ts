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
