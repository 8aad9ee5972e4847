import type { Db } from '../db/knex';
import { isMysql } from '../db/knex';
import { canonicalRow, RowChecksum, type TableSum } from './rowChecksum';

/** knex's own bookkeeping: recreated by the migrations, so a logical export leaves it out. */
export const MIGRATION_TABLES = ['knex_migrations', 'knex_migrations_lock'];

/** Every table of the connected database, by name (SQLite's internal tables left out). */
export async function listTables(db: Db): Promise<string[]> {
  if (isMysql(db)) {
    const [rows] = (await db.raw("select table_name as name from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE' order by table_name")) as [Array<{ name: string }>];
    return rows.map((row) => row.name);
  }
  const rows = (await db.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name")) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/** The names of the migrations that have run, in order. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = (await db('knex_migrations').select('name').orderBy('id')) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/**
 * Row count and checksum of every table given, each read in one pass (a stream, not a whole table
 * in memory); `onRow` sees every row on the way (the logical export writes them out).
 */
export async function tableSums(db: Db, tables: string[], onRow?: (table: string, row: Record<string, unknown>) => Promise<void>): Promise<Record<string, TableSum>> {
  const sums: Record<string, TableSum> = {};
  for (const table of tables) {
    const checksum = new RowChecksum();
    for await (const row of db(table).select('*').stream() as AsyncIterable<Record<string, unknown>>) {
      checksum.add(canonicalRow(row));
      if (onRow) await onRow(table, row);
    }
    sums[table] = checksum.result();
  }
  return sums;
}
