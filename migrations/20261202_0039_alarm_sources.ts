import type { Knex } from 'knex';

/**
 * What a comment or reply alarm came from: the comment (its alarms go when it is deleted, and with
 * its row) and the member who wrote it (their alarms go when they withdraw; the column empties if
 * the row ever goes). The description quotes the writer's name and text, so nothing may outlive
 * either. Alarms written before this migration have neither and stay as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alarms', (t) => {
    t.integer('comment_id').unsigned().nullable().references('id').inTable('comments').onDelete('CASCADE');
    t.integer('actor_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.schema.alterTable('alarms', (t) => {
    t.index(['comment_id'], 'alarms_comment_id');
    t.index(['actor_id'], 'alarms_actor_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alarms', (t) => {
    t.dropForeign(['comment_id']);
    t.dropForeign(['actor_id']);
    t.dropIndex([], 'alarms_comment_id');
    t.dropIndex([], 'alarms_actor_id');
  });
  await knex.schema.alterTable('alarms', (t) => {
    t.dropColumn('comment_id');
    t.dropColumn('actor_id');
  });
}
