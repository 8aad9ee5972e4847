import type { Knex } from 'knex';
import { createTable, timestamps } from './helpers/schema';

/**
 * Activity certificates (issue 8): each issue has a unique public number, the member, a snapshot
 * of what it certifies (JSON text, so the verification page shows what was issued even after the
 * ledger changes), a fingerprint of that content (re-issuing the same content reuses the number),
 * the stored PDF's generated file name, and revoked_at once an admin revokes it.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'certificates', (t) => {
    t.increments('id');
    t.string('number', 32).notNullable().unique();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('snapshot').notNullable();
    t.string('fingerprint', 64).notNullable();
    t.string('file_name', 64).notNullable();
    t.datetime('issued_at').notNullable();
    t.datetime('revoked_at').nullable();
    t.integer('revoked_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, t);
    t.index(['user_id', 'fingerprint']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('certificates');
}
