import type { Knex } from 'knex';
import { createTable, longText, timestamps } from './helpers/schema';

/**
 * The post editor's autosave (issue 23): at most one draft of a new post per member and board,
 * kept until the member saves the post or discards it. Deleting the member or the board deletes
 * their drafts.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'post_drafts', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('board_id').unsigned().notNullable().references('id').inTable('boards').onDelete('CASCADE');
    t.string('title', 200).notNullable().defaultTo('');
    longText(t, 'content').notNullable();
    timestamps(knex, t);
    t.unique(['user_id', 'board_id'], { indexName: 'post_drafts_member_board_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_drafts');
}
