import type { Knex } from 'knex';

/** A VARCHAR column as a migration declared it (what MODIFY must repeat). */
export interface TextColumn {
  table: string;
  column: string;
  length: number;
  nullable: boolean;
}

/** utf8mb4_bin compares code point by code point; utf8mb4_unicode_ci (the tables' default) folds case and accents. */
const COLLATIONS = { exact: 'utf8mb4_bin', folded: 'utf8mb4_unicode_ci' } as const;

/**
 * How a text column compares and what its unique index counts as equal. `exact` compares the
 * stored characters as they are, which SQLite's default BINARY collation already does (so SQLite
 * has nothing to change); MySQL/MariaDB need the column's collation changed to utf8mb4_bin.
 * Indexes on the column stay and follow the new collation.
 */
export async function setTextComparison(knex: Knex, { table, column, length, nullable }: TextColumn, comparison: keyof typeof COLLATIONS): Promise<void> {
  if (knex.client.config.client !== 'mysql2') return;
  if (!Number.isInteger(length) || length <= 0) throw new Error(`Bad length ${length} for ${table}.${column}`);
  await knex.raw(`ALTER TABLE ?? MODIFY ?? VARCHAR(${length}) CHARACTER SET utf8mb4 COLLATE ${COLLATIONS[comparison]} ${nullable ? 'NULL' : 'NOT NULL'}`, [
    table,
    column,
  ]);
}
