import type { Knex } from 'knex';
import { createTable, longText } from './helpers/schema';

/**
 * The admin audit log: who changed what, when, and the values before and after (JSON text). The
 * API only ever inserts and reads rows here; no route updates or deletes them.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'audit_log', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('actor_name', 50).notNullable();
    t.string('action', 50).notNullable();
    t.string('target_type', 30).notNullable();
    t.integer('target_id').nullable();
    longText(t, 'before_json').nullable();
    longText(t, 'after_json').nullable();
    t.string('ip', 45).notNullable().defaultTo('');
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['target_type', 'target_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
}
