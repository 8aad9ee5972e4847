import type { Knex } from 'knex';
import { createTable } from './helpers/schema';
import { indexAllTokens } from './helpers/searchTokens';

/**
 * 통합검색 and the board search on MariaDB/MySQL within their budget (issue 25, docs/SEARCH.md):
 * beside 0022's FULLTEXT index, the same tokens as rows of B-tree tables (helpers/searchTokens.ts),
 * so that the newest posts holding a word are read in order and the read stops at the page's end.
 * post_terms: a post's token, where it is (title, content) and who may find the post (board,
 * deleted or hidden, secret, author). comment_terms: a comment's board-prefixed token, its post,
 * deleted or hidden. Each is removed with its post or comment. SQLite: nothing (FTS5 already
 * walks its lists in order). Existing posts and comments are indexed here.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'mysql2') return;
  await createTable(knex, 'post_terms', (t) => {
    t.specificType('token', 'varchar(80) character set ascii collate ascii_bin').notNullable();
    t.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.tinyint('fields').unsigned().notNullable();
    t.integer('board_id').unsigned().notNullable();
    t.boolean('gone').notNullable();
    t.boolean('secret').notNullable();
    t.integer('author_id').unsigned().nullable();
    t.primary(['token', 'post_id']);
  });
  await createTable(knex, 'comment_terms', (t) => {
    t.specificType('token', 'varchar(84) character set ascii collate ascii_bin').notNullable();
    t.integer('comment_id').unsigned().notNullable().references('id').inTable('comments').onDelete('CASCADE');
    t.integer('post_id').unsigned().notNullable();
    t.boolean('gone').notNullable();
    t.primary(['token', 'comment_id']);
  });
  await indexAllTokens(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('comment_terms');
  await knex.schema.dropTableIfExists('post_terms');
}
