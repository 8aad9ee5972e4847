import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { cachePreparedStatements, type PreparingConnection } from './sqliteStatements';

describe('cachePreparedStatements (SQLite)', () => {
  let db: Knex | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  function open(max: number): { size: () => number } {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-stmt-'));
    const sizes: Array<() => number> = [];
    db = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: path.join(dir, 'x.sqlite') },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(conn: PreparingConnection, done: (err: Error | null, conn: unknown) => void) {
          sizes.push(cachePreparedStatements(conn, max));
          done(null, conn);
        },
      },
    });
    return { size: () => sizes[0]?.() ?? 0 };
  }

  it('answers the same results with reused statements, also after the schema changes', async () => {
    const cache = open(8);
    const knex = db as Knex;
    await knex.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title');
    });
    await knex('notes').insert({ title: '첫 글' });
    await knex('notes').insert({ title: '둘째 글' });
    const read = () => knex('notes').orderBy('id').select('*');
    expect(await read()).toEqual([{ id: 1, title: '첫 글' }, { id: 2, title: '둘째 글' }]);
    await knex.schema.alterTable('notes', (t) => t.integer('visits').defaultTo(0));
    // The cached "select *" now sees the new column.
    expect(await read()).toEqual([{ id: 1, title: '첫 글', visits: 0 }, { id: 2, title: '둘째 글', visits: 0 }]);
    expect(cache.size()).toBeGreaterThan(0);
  });

  it('keeps at most `max` statements, dropping the least recently used', async () => {
    const cache = open(2);
    const knex = db as Knex;
    for (let n = 1; n <= 5; n += 1) expect(await knex.raw(`select ${n} as n`)).toEqual([{ n }]);
    expect(cache.size()).toBe(2);
  });
});
