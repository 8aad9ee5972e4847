import type { Knex } from 'knex';

/**
 * The bell's badge counts every unread alarm of a member, not only the 50 the list carries
 * (countUnreadAlarms): this index answers that count from the index alone. `view` comes before
 * `hidden` so that the list's query (user_id, hidden, newest first) keeps its own index
 * (user_id, hidden, created_at) whatever statistics the planner has.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alarms', (t) => {
    t.index(['user_id', 'view', 'hidden'], 'alarms_user_unread');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alarms', (t) => {
    t.dropIndex([], 'alarms_user_unread');
  });
}
