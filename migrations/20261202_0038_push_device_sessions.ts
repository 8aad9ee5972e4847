import type { Knex } from 'knex';

/**
 * Which login registered each app install (a hash of its session id, never the id itself): when a
 * member changes their password or login email, every other session ends, and now so do the pushes
 * to the phones those sessions registered; the phone the change was made on keeps its own. Rows
 * registered before this migration have none and end at the member's next such change.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_devices', (t) => {
    t.string('session_key', 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_devices', (t) => {
    t.dropColumn('session_key');
  });
}
