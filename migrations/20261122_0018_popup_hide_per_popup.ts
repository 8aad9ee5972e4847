import type { Knex } from 'knex';

/**
 * "일주일간 보지 않기" hides the pop-up that was shown, not every future one: each hide names its
 * pop-up, and a member or browser holds at most one row per pop-up (unique, so two hides at once
 * cannot both insert). Hides written before this named no pop-up; they are dropped (each hid a
 * pop-up for at most a week, so a visitor sees the current one again once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex('popup_hides').delete();
  await knex.schema.alterTable('popup_hides', (t) => {
    t.integer('popup_id').unsigned().notNullable().references('id').inTable('popup_contents').onDelete('CASCADE');
    t.unique(['user_id', 'popup_id'], { indexName: 'popup_hides_member_unique' });
    t.unique(['visitor_id', 'popup_id'], { indexName: 'popup_hides_visitor_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('popup_hides', (t) => {
    t.dropForeign(['popup_id']);
    t.dropUnique(['user_id', 'popup_id'], 'popup_hides_member_unique');
    t.dropUnique(['visitor_id', 'popup_id'], 'popup_hides_visitor_unique');
  });
  await knex.schema.alterTable('popup_hides', (t) => {
    t.dropColumn('popup_id');
  });
}
