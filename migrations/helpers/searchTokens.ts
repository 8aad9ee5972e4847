import type { Knex } from 'knex';
import { commentBoardPrefix, commentRows, POST_COLUMNS, searchTermsOf, searchTextOfHtml, type CommentText, type PostText } from './searchIndex';

/*
 * MariaDB/MySQL only, as migration 0032 built it (docs/SEARCH.md, "Speed"): the same tokens as the
 * FULLTEXT index of 0022 (searchIndex.ts), one row per token and post (or comment) in an ordinary
 * B-tree table, (token, id) its primary key. InnoDB FULLTEXT reads a word's whole list before it
 * answers; here the newest posts of a word are an index range read backwards that stops at the
 * page's end, and two words a join on the id. Who may find a post is kept on each row (board,
 * gone, secret, author), so the filter is checked inside the walk. SQLite's FTS5 walks its lists
 * in order already and has no such table.
 */

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';
const CHUNK = 200;
/** Rows per INSERT. */
const ROWS = 1000;

/** Where in a post a token is: a bit each (post_terms.fields). */
export const TOKEN_IN_TITLE = 1;
export const TOKEN_IN_CONTENT = 2;

const tokensOf = (text: string): string[] => searchTermsOf(text).split(' ').filter(Boolean);

/** A post's rows: each distinct token once, with where it is and who may find the post. */
export function postTokenRows(post: PostText): Record<string, unknown>[] {
  const fields = new Map<string, number>();
  for (const token of tokensOf(post.title)) fields.set(token, (fields.get(token) ?? 0) | TOKEN_IN_TITLE);
  for (const token of tokensOf(searchTextOfHtml(post.content))) fields.set(token, (fields.get(token) ?? 0) | TOKEN_IN_CONTENT);
  const gone = post.deleted_at || Number(post.hidden) === 1 ? 1 : 0;
  const secret = Number(post.secret) === 1 ? 1 : 0;
  return [...fields].map(([token, bits]) => ({ token, post_id: post.id, fields: bits, board_id: post.board_id, gone, secret, author_id: post.user_id }));
}

/** A comment's rows: each distinct token once, prefixed with its board as in comment_search. */
export function commentTokenRows(comment: CommentText & { post_id: number }): Record<string, unknown>[] {
  const prefix = commentBoardPrefix(comment.board_id);
  const gone = comment.deleted_at || Number(comment.hidden) === 1 ? 1 : 0;
  return [...new Set(tokensOf(searchTextOfHtml(comment.description)))].map((token) => ({ token: `${prefix}${token}`, comment_id: comment.id, post_id: comment.post_id, gone }));
}

/**
 * Replaces the rows of these ids. A `DELETE ... WHERE id IN (...)` would lock the index gap of ids
 * that have no rows yet (InnoDB's next-key locks): two members commenting at once both lock the
 * gap after the newest comment, then both insert into it, and one of them dies in a deadlock. So
 * the rows there are read without a lock, deleted by their primary key (record locks only), and
 * the new ones upserted.
 */
async function replaceRows(knex: Knex, table: string, idColumn: string, ids: number[], rows: Record<string, unknown>[]): Promise<void> {
  const existing = (await knex(table).whereIn(idColumn, ids).select('token', idColumn)) as Record<string, unknown>[];
  const kept = new Set(rows.map((row) => `${String(row.token)} ${String(row[idColumn])}`));
  const gone = existing.filter((row) => !kept.has(`${String(row.token)} ${String(row[idColumn])}`)).map((row) => [row.token, row[idColumn]]);
  for (let i = 0; i < gone.length; i += ROWS) await knex(table).whereIn(['token', idColumn], gone.slice(i, i + ROWS) as [string, number][]).delete();
  const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'token' && column !== idColumn);
  for (let i = 0; i < rows.length; i += ROWS) await knex(table).insert(rows.slice(i, i + ROWS)).onConflict(['token', idColumn]).merge(columns);
}

/** Writes (or rewrites) the posts' token rows; nothing on SQLite. */
export async function writePostTokens(knex: Knex, posts: readonly PostText[]): Promise<void> {
  if (!isMysql(knex)) return;
  for (let i = 0; i < posts.length; i += CHUNK) {
    const chunk = posts.slice(i, i + CHUNK);
    await replaceRows(knex, 'post_terms', 'post_id', chunk.map((post) => post.id), chunk.flatMap(postTokenRows));
  }
}

/** Writes (or rewrites) the comments' token rows; nothing on SQLite. */
export async function writeCommentTokens(knex: Knex, comments: readonly (CommentText & { post_id: number })[]): Promise<void> {
  if (!isMysql(knex)) return;
  for (let i = 0; i < comments.length; i += CHUNK) {
    const chunk = comments.slice(i, i + CHUNK);
    await replaceRows(knex, 'comment_terms', 'comment_id', chunk.map((comment) => comment.id), chunk.flatMap(commentTokenRows));
  }
}

/** Comments as the token rows read them: as the FULLTEXT index does, with their post. */
export const commentsWithPost = (knex: Knex) => commentRows(knex).select('c.post_id');

/** Writes the token rows of every post and comment there is, in id order, a page at a time. */
export async function indexAllTokens(knex: Knex, pageSize = 1000): Promise<void> {
  if (!isMysql(knex)) return;
  for (let after = 0; ; ) {
    const posts = (await knex('posts').where('id', '>', after).orderBy('id').limit(pageSize).select(POST_COLUMNS)) as PostText[];
    if (posts.length === 0) break;
    await writePostTokens(knex, posts);
    after = Number(posts[posts.length - 1]!.id);
  }
  for (let after = 0; ; ) {
    const comments = (await commentsWithPost(knex).where('c.id', '>', after).orderBy('c.id').limit(pageSize)) as (CommentText & { post_id: number })[];
    if (comments.length === 0) break;
    await writeCommentTokens(knex, comments);
    after = Number(comments[comments.length - 1]!.id);
  }
}
