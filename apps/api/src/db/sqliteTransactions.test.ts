import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, createDb, type Db } from './knex';

/**
 * Two connections to one SQLite file, as two instances or the site and a command-line tool have:
 * a transaction that read before another connection wrote still gets to write and commit.
 */
describe('SQLite transactions beside another connection', () => {
  const opened: Db[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => closeDb(db)));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that reads, then writes after another connection wrote, commits; the other write waits its turn', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-trx-'));
    const open = () => {
      const db = createDb({ dialect: 'sqlite', dataDir: dir as string, DB_ACQUIRE_TIMEOUT_MS: 2_000, SQLITE_BUSY_TIMEOUT_MS: 50 });
      opened.push(db);
      return db;
    };
    const site = open();
    const tool = open();
    await site.schema.createTable('counters', (t) => {
      t.integer('id').primary();
      t.integer('value').notNullable();
    });
    await site('counters').insert({ id: 1, value: 1 });

    let toolWrite: unknown;
    await site.transaction(async (trx) => {
      const row = await trx('counters').where({ id: 1 }).first();
      // The other connection writes while this transaction is under way.
      toolWrite = await tool('counters').insert({ id: 2, value: 10 }).then(
        () => 'written',
        (error: Error) => error.message,
      );
      await trx('counters').where({ id: 1 }).update({ value: row.value + 1 });
    });

    expect((await site('counters').where({ id: 1 }).first()).value).toBe(2);
    // It waited for the lock (50 ms here) and was refused, not half-applied: it may be tried again.
    expect(toolWrite).toMatch(/SQLITE_BUSY|database is locked/);
    expect(await site('counters').where({ id: 2 }).first()).toBeUndefined();
    await tool('counters').insert({ id: 2, value: 10 });
    expect(await site('counters').count({ n: '*' }).first()).toEqual({ n: 2 });
  });
});
