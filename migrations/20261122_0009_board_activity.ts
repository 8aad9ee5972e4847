import type { Knex } from 'knex';
import { createTable } from './helpers/schema';

/**
 * Board activity: soft delete of posts and comments (kept for admins to recover), one visit per
 * visitor per day, one survey response per member (the key that makes "one answer" hold under
 * concurrent submissions), and the indexes the board lists page through (each list order over a board's
 * visible posts, with and without a kind filter), so page 500 reads an index, not the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.datetime('deleted_at').nullable();
    t.integer('deleted_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.schema.alterTable('posts', (t) => {
    t.index(['board_id', 'deleted_at', 'hidden', 'created_at', 'id'], 'posts_list_newest');
    t.index(['board_id', 'deleted_at', 'hidden', 'visit', 'id'], 'posts_list_visit');
    t.index(['board_id', 'deleted_at', 'hidden', 'recommend', 'id'], 'posts_list_recommend');
    t.index(['board_id', 'kind_id', 'deleted_at', 'hidden', 'created_at', 'id'], 'posts_list_kind');
  });
  await knex.schema.alterTable('comments', (t) => {
    t.datetime('deleted_at').nullable();
    t.integer('deleted_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.schema.alterTable('attachments', (t) => {
    t.integer('width').unsigned().nullable();
    t.integer('height').unsigned().nullable();
  });
  await createTable(knex, 'post_visits', (t) => {
    t.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.string('visitor', 64).notNullable(); // "u<id>" for a member, a keyed hash for a visitor
    t.string('day', 10).notNullable(); // YYYY-MM-DD (UTC)
    t.primary(['post_id', 'visitor', 'day']);
    t.index(['day'], 'post_visits_day');
  });
  await createTable(knex, 'survey_responses', (t) => {
    t.integer('survey_id').unsigned().notNullable().references('id').inTable('surveys').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.datetime('created_at').notNullable().defaultTo(knex.fn.now());
    t.primary(['survey_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('survey_responses');
  await knex.schema.dropTableIfExists('post_visits');
  await knex.schema.alterTable('attachments', (t) => {
    t.dropColumn('width');
    t.dropColumn('height');
  });
  await knex.schema.alterTable('comments', (t) => {
    t.dropForeign(['deleted_by']);
    t.dropColumn('deleted_by');
    t.dropColumn('deleted_at');
  });
  await knex.schema.alterTable('posts', (t) => {
    t.dropIndex([], 'posts_list_newest');
    t.dropIndex([], 'posts_list_visit');
    t.dropIndex([], 'posts_list_recommend');
    t.dropIndex([], 'posts_list_kind');
    t.dropForeign(['deleted_by']);
    t.dropColumn('deleted_by');
    t.dropColumn('deleted_at');
  });
}
