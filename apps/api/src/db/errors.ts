/** Database errors that mean the same thing on both dialects. */

/** A duplicate key (MySQL ER_DUP_ENTRY, SQLite SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY). */
export function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * MySQL chose this transaction as a deadlock's victim and rolled it back (ER_LOCK_DEADLOCK): run
 * again, it reads what the other one committed. (SQLite runs one writer at a time.)
 */
export function isDeadlock(error: unknown): boolean {
  return String((error as { code?: unknown } | null)?.code ?? '') === 'ER_LOCK_DEADLOCK';
}

/** Runs a transaction, once more (up to three times) if MySQL rolled it back as a deadlock's victim. */
export async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}
