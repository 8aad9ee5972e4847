import type { Knex } from 'knex';

/**
 * Table creation used by migrations: MySQL tables get InnoDB and utf8mb4; SQLite ignores those.
 * Timestamps are DATETIME in UTC on both (see knex.ts), defaulting to the current time.
 */
export async function createTable(knex: Knex, name: string, build: (table: Knex.CreateTableBuilder) => void): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.createTable(name, (table) => {
    if (mysql) {
      table.engine('InnoDB');
      table.charset('utf8mb4');
      table.collate('utf8mb4_unicode_ci');
    }
    build(table);
  });
}

/** created_at and updated_at, both DATETIME defaulting to now (UTC). */
export function timestamps(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.datetime('created_at').notNullable().defaultTo(knex.fn.now());
  table.datetime('updated_at').notNullable().defaultTo(knex.fn.now());
}

/** Long HTML or text: MEDIUMTEXT on MySQL (16 MB), TEXT on SQLite (unbounded). */
export function longText(table: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return table.text(name, 'mediumtext');
}
