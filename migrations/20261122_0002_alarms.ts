import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/** Notifications (SPEC section 3, alarm item): unread (view 0) -> read (view 1) -> hidden. */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'alarms', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.string('sub_title', 200).notNullable().defaultTo('');
    t.text('description').notNullable();
    t.string('href', 500).notNullable().defaultTo('');
    t.string('query', 500).nullable();
    t.tinyint('view').notNullable().defaultTo(0);
    t.tinyint('hidden').notNullable().defaultTo(0);
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'hidden', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('alarms');
}
