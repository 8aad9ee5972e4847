import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, createDb, type Db } from './knex';

/** SQLite only: MySQL has no WAL file of ours to checkpoint. */
describe('background WAL checkpoints (SQLite)', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    if (db) await closeDb(db);
    db = undefined;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  function open(backgroundCheckpoints: boolean): { db: Db; file: string } {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-wal-'));
    db = createDb({ dialect: 'sqlite', dataDir: dir, DB_ACQUIRE_TIMEOUT_MS: 5000 }, undefined, { backgroundCheckpoints });
    return { db, file: path.join(dir, 'nanum.sqlite') };
  }

  /** One transaction that leaves far more than 1,000 pages (SQLite's automatic threshold) in the WAL. */
  async function bigWrite(knex: Db): Promise<void> {
    await knex.schema.createTable('notes', (t) => {
      t.increments('id');
      t.text('body');
    });
    const body = 'x'.repeat(2000);
    await knex.transaction(async (trx) => {
      for (let start = 0; start < 3000; start += 100) await trx('notes').insert(Array.from({ length: 100 }, () => ({ body })));
    });
  }

  it('leaves the commit to the WAL and copies it into the database file from the worker', async () => {
    const { db: knex, file } = open(true);
    await bigWrite(knex);
    // The commit did not checkpoint: the database file does not hold the 6 MB yet.
    expect(fs.statSync(file).size).toBeLessThan(1_000_000);
    // What the app reads is all there, from the WAL.
    expect(await knex('notes').count({ n: '*' })).toEqual([{ n: 3000 }]);

    const worker = await waitForCopy(file);
    expect(worker).toBeGreaterThan(6_000_000);
    expect(await knex('notes').count({ n: '*' })).toEqual([{ n: 3000 }]);
  });

  it('checkpoints inside the commit as SQLite does by default without the worker', async () => {
    const { db: knex, file } = open(false);
    await bigWrite(knex);
    expect(fs.statSync(file).size).toBeGreaterThan(6_000_000);
  });

  it('ends the worker with the database, after a last checkpoint', async () => {
    const { db: knex, file } = open(true);
    await bigWrite(knex);
    await closeDb(knex);
    db = undefined;
    expect(fs.statSync(file).size).toBeGreaterThan(6_000_000);
    // The last connection closed: SQLite removed the WAL.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });
});

/** Polls the database file's size until the worker's checkpoint has grown it (within 5 s). */
async function waitForCopy(file: string): Promise<number> {
  const deadline = Date.now() + 5000;
  while (fs.statSync(file).size < 6_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return fs.statSync(file).size;
}
