import type { Knex } from 'knex';

/**
 * The admin list of deleted posts and comments ("삭제된 글") pages through the rows with a
 * deleted_at, newest deletion first: an index on it keeps that a short range read, not a scan of
 * every post and comment.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.index(['deleted_at', 'id'], 'posts_deleted');
  });
  await knex.schema.alterTable('comments', (t) => {
    t.index(['deleted_at', 'id'], 'comments_deleted');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.dropIndex([], 'comments_deleted');
  });
  await knex.schema.alterTable('posts', (t) => {
    t.dropIndex([], 'posts_deleted');
  });
}
