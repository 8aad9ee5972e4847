import type { Knex } from 'knex';

/**
 * The app pushes of an alarm to many members are written after its live packet, with its rows:
 * the queued alarm also keeps who wants it on their phones (JSON ids; null on a row queued before
 * this, whose pushes were written with it) and whether it is promotional (광고성 정보: a push of
 * one waits for the morning without night-time consent).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alarm_fanouts', (t) => {
    t.text('push_user_ids', 'mediumtext').nullable();
    t.boolean('promotional').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alarm_fanouts', (t) => {
    t.dropColumn('push_user_ids');
    t.dropColumn('promotional');
  });
}
