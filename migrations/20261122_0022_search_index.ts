import type { Knex } from 'knex';
import { createTable } from './helpers/schema';
import { indexAllPostsAndComments } from './helpers/searchIndex';

/**
 * 통합검색 and the boards' own search (issue 25): a full-text index of posts (title, content) and
 * comments in each database's own engine, fed with two-letter tokens so that two-syllable Korean
 * words (봉사, 김장) match (helpers/searchIndex.ts; the choice and its figures: docs/SEARCH.md).
 *
 * SQLite: FTS5 tables without a copy of the text (contentless, rows deletable), rowid = the post's
 * or comment's id. MariaDB/MySQL: InnoDB tables of tokens with FULLTEXT indexes (title, content,
 * both; comments), one row per post or comment, removed with it. Who may see a row is never stored
 * here: searches join the live posts and comments and apply the board rules.
 * Existing posts and comments are indexed here; the app keeps the index in step from then on.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'mysql2') {
    await createTable(knex, 'post_search', (t) => {
      t.integer('post_id').unsigned().primary().references('id').inTable('posts').onDelete('CASCADE');
      t.text('title_terms').notNullable();
      t.text('content_terms', 'mediumtext').notNullable();
    });
    await createTable(knex, 'comment_search', (t) => {
      t.integer('comment_id').unsigned().primary().references('id').inTable('comments').onDelete('CASCADE');
      t.text('terms').notNullable();
    });
    await indexAllPostsAndComments(knex);
    // FULLTEXT indexes built once over the backfilled rows (faster than row by row).
    await knex.raw('ALTER TABLE post_search ADD FULLTEXT INDEX post_search_title (title_terms)');
    await knex.raw('ALTER TABLE post_search ADD FULLTEXT INDEX post_search_content (content_terms)');
    await knex.raw('ALTER TABLE post_search ADD FULLTEXT INDEX post_search_both (title_terms, content_terms)');
    await knex.raw('ALTER TABLE comment_search ADD FULLTEXT INDEX comment_search_terms (terms)');
    return;
  }
  await knex.raw("CREATE VIRTUAL TABLE post_search USING fts5(title, content, content='', contentless_delete=1, tokenize='unicode61')");
  await knex.raw("CREATE VIRTUAL TABLE comment_search USING fts5(body, content='', contentless_delete=1, tokenize='unicode61')");
  await indexAllPostsAndComments(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('comment_search');
  await knex.schema.dropTableIfExists('post_search');
}
