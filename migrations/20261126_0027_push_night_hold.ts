import type { Knex } from 'knex';

/**
 * push_outbox.hold_at_night (issue 26): the push is promotional and its member gave no night-time
 * consent (정보통신망법 제50조), so no worker sends it between 21:00 and 08:00 Korean time, whenever
 * it comes due: written at night (next_attempt_at is already 08:00), retried into the night, or
 * left over by a stop and drained late. Rows written before were activity alarms: false.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_outbox', (t) => {
    t.boolean('hold_at_night').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('push_outbox', (t) => {
    t.dropColumn('hold_at_night');
  });
}
