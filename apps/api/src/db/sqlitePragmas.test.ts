import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, createDb, type Db, SQLITE_MMAP_BYTES } from './knex';

/** What every SQLite connection of the app is set to, read back from SQLite itself. */
describe('SQLite connection settings', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    if (db) await closeDb(db);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes ahead, keeps foreign keys and reads the file through a memory map', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-pragmas-'));
    db = createDb({ dialect: 'sqlite', dataDir: dir, DB_ACQUIRE_TIMEOUT_MS: 2_000 });
    const pragma = async (name: string) => Object.values(((await db!.raw(`pragma ${name}`)) as Record<string, unknown>[])[0]!)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('mmap_size')).toBe(SQLITE_MMAP_BYTES);
  });
});
