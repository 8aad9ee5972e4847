import Database from 'better-sqlite3';

/** Every page in one step: one read transaction, so one consistent state (see below). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the SQLite database at `sourceFile` into `targetFile` with SQLite's online backup API,
 * through a connection of its own, while the site goes on reading and writing. The pages are
 * copied in one step, inside one read transaction: in WAL mode that step sees one committed state
 * and does not block the site's writers (a copy in several steps would start over after each
 * write of another connection). The copy is then made self-contained (rollback journal, no WAL).
 */
export async function snapshotSqlite(sourceFile: string, targetFile: string): Promise<void> {
  const source = new Database(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(targetFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new Database(targetFile);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
