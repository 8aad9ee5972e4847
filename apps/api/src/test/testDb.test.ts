import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/knex';
import { migrateLatest } from '../db/migrate';
import { createTestDb, testDialects, type TestDb } from './testDb';

/** Each table's definition as the database states it. */
async function definitions(t: TestDb): Promise<Record<string, string>> {
  if (t.dialect === 'sqlite') {
    const rows: { name: string; sql: string | null }[] = await t.db('sqlite_master').whereNot('name', 'like', 'sqlite_%').orderBy('name').select('name', 'sql');
    return Object.fromEntries(rows.map((row) => [row.name, row.sql ?? '']));
  }
  const tables = (await t.db('information_schema.TABLES').whereRaw('TABLE_SCHEMA = database()').andWhere('TABLE_TYPE', 'BASE TABLE').pluck('TABLE_NAME')) as string[];
  const entries = await Promise.all(tables.map(async (table) => [table, ((await t.db.raw(`SHOW CREATE TABLE \`${table}\``))[0] as Record<string, string>[])[0]?.['Create Table'] ?? ''] as const));
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** Every table's rows, times masked (knex stamps each migration with when it ran). */
async function contents(db: Db, tables: string[]): Promise<Record<string, string[]>> {
  const mask = (key: string, value: unknown) => (value instanceof Date || /(_at|_time)$/.test(key) ? '<time>' : value);
  const entries = await Promise.all(tables.map(async (table) => [table, ((await db(table).select()) as Record<string, unknown>[]).map((row) => JSON.stringify(Object.entries(row).map(([key, value]) => [key, mask(key, value)]))).sort()] as const));
  return Object.fromEntries(entries);
}

describe.each(testDialects())('a test database (%s)', (dialect) => {
  let copied: TestDb;
  let migrated: TestDb;
  beforeAll(async () => {
    copied = await createTestDb(dialect);
    migrated = await createTestDb(dialect, { migrate: false });
    await migrateLatest(migrated.db);
  });
  afterAll(async () => {
    await copied.drop();
    await migrated.drop();
  });

  it('starts as the migrations leave one: the same tables, indexes and rows', async () => {
    const expected = await definitions(migrated);
    expect(Object.keys(expected).length).toBeGreaterThan(40);
    expect(await definitions(copied)).toEqual(expected);
    // Tables only (an FTS5 index's shadow tables hold its rows too).
    const tables = dialect === 'sqlite' ? Object.entries(expected).filter(([, sql]) => sql.startsWith('CREATE TABLE') || sql.startsWith('CREATE VIRTUAL TABLE')).map(([name]) => name) : Object.keys(expected);
    const rows = await contents(migrated.db, tables);
    expect(rows.knex_migrations?.length).toBeGreaterThan(30);
    expect(await contents(copied.db, tables)).toEqual(rows);
  });

  it('is a database of its own: what one test writes, the next copy does not have', async () => {
    await copied.db('users').insert({ email: 'copy@nanum.example', name: '홍길동' });
    await copied.db('knex_migrations').delete();
    const next = await createTestDb(dialect);
    try {
      expect(await next.db('users').pluck('email')).toEqual([]);
      expect(await next.db('knex_migrations').pluck('name')).toEqual(await migrated.db('knex_migrations').orderBy('id').pluck('name'));
    } finally {
      await next.drop();
    }
  });
});
