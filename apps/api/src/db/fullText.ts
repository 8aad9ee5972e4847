import type { Knex } from 'knex';
import { commentBoardPrefix, indexAllPostsAndComments as indexAllText, POST_COLUMNS, queryPhrasesOf, writeCommentTerms, writePostTerms, type CommentText, type PostText, type QueryPhrase } from '../../../../migrations/helpers/searchIndex';
import { commentsWithPost, indexAllTokens, TOKEN_IN_CONTENT, TOKEN_IN_TITLE, writeCommentTokens, writePostTokens } from '../../../../migrations/helpers/searchTokens';
import { isMysql, type Db } from './knex';

export type { QueryPhrase };

// The index's format is the one migrations 0022 (FULLTEXT, FTS5) and 0032 (MariaDB's token tables)
// built (migrations/helpers/searchIndex.ts, searchTokens.ts); the app writes and asks in that same
// format, so both come from there.

const CHUNK = 200;

/** Re-reads posts once and indexes them as they now are (text, board, deleted, hidden, secret): full text, and MariaDB's token rows. */
export async function reindexPosts(db: Knex, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const posts = (await db('posts').whereIn('id', ids.slice(i, i + CHUNK)).select(POST_COLUMNS)) as PostText[];
    await writePostTerms(db, posts);
    await writePostTokens(db, posts);
  }
}

/** Re-reads comments once and indexes them as they now are (text, deleted, hidden): full text, and MariaDB's token rows. */
export async function reindexComments(db: Knex, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const comments = (await commentsWithPost(db).whereIn('c.id', ids.slice(i, i + CHUNK))) as (CommentText & { post_id: number })[];
    await writeCommentTerms(db, comments);
    await writeCommentTokens(db, comments);
  }
}

/** Indexes every post and comment there is (rows written straight into the tables: seeds, fixtures), as migrations 0022 and 0032 do. */
export async function indexAllPostsAndComments(db: Knex, pageSize?: number): Promise<void> {
  await indexAllText(db, pageSize);
  await indexAllTokens(db, pageSize);
}

/** Where in a post the words are looked for. */
export type PostTextField = 'title' | 'content' | 'titleContent';

const SQLITE_COLUMNS: Record<PostTextField, string> = { title: '{title}', content: '{content}', titleContent: '{title content}' };

const MYSQL_COLUMNS: Record<PostTextField, string> = { title: 'title_terms', content: 'content_terms', titleContent: 'title_terms, content_terms' };

/**
 * Which posts the index itself may answer with (its meta words: migrations/helpers/searchIndex.ts):
 * the callers derive it from the board rules (who may read which board, secret posts for their
 * author and moderators) and check the rows they show against those rules again.
 */
export interface IndexFilter {
  /** Leave out deleted posts and those hidden by reports. */
  live?: boolean;
  /** Only these boards. */
  boardsIn?: readonly number[];
  /** Not these boards. */
  boardsNotIn?: readonly number[];
  /** Secret posts: all of them (moderators), only this author's, or none. */
  secret?: 'all' | 'none' | { authorId: number };
}

const quoted = (token: string) => `"${token}"`;

/** FTS5: every phrase AND-ed ("t1 t2" for adjacent tokens, `*` for a prefix), then the filter's meta words. Tokens are [0-9a-z] words: nothing to escape. */
function fts5Query(phrases: QueryPhrase[], columns: string | null, filter: IndexFilter): string {
  const words = phrases.map(({ tokens, prefix }) => `"${tokens.join(' ')}"${prefix ? ' *' : ''}`).join(' AND ');
  let query = columns ? `(${columns} : (${words}))` : `(${words})`;
  if (filter.boardsIn) query += ` AND (${filter.boardsIn.map((id) => quoted(`board${id}`)).join(' OR ')})`;
  // Leaving out the few (NOT a short list) is cheaper than asking for the many (AND "open").
  if (filter.secret === 'none') query = `(${query}) NOT "secret"`;
  else if (filter.secret && filter.secret !== 'all') query = `(${query}) NOT ("secret" NOT ${quoted(`author${filter.secret.authorId}`)})`;
  if (filter.live) query = `(${query}) NOT "gone"`;
  if (filter.boardsNotIn?.length) query = `(${query}) NOT (${filter.boardsNotIn.map((id) => quoted(`board${id}`)).join(' OR ')})`;
  return query;
}

/** InnoDB boolean mode: every phrase required (a prefix cannot end a quoted phrase there, so it is required beside it), then the filter's meta words. */
function booleanQuery(phrases: QueryPhrase[], filter: IndexFilter): string {
  const words = phrases.map(({ tokens, prefix }) => {
    const whole = prefix ? tokens.slice(0, -1) : tokens;
    const parts = whole.length > 1 ? [`+"${whole.join(' ')}"`] : whole.map((token) => `+${token}`);
    if (prefix) parts.push(`+${tokens[tokens.length - 1]}*`);
    return parts.join(' ');
  });
  if (filter.boardsIn) words.push(`+(${filter.boardsIn.map((id) => `board${id}`).join(' ')})`);
  if (filter.secret === 'none') words.push('-secret');
  else if (filter.secret && filter.secret !== 'all') words.push(`+(open author${filter.secret.authorId})`);
  if (filter.live) words.push('-gone');
  for (const id of filter.boardsNotIn ?? []) words.push(`-board${id}`);
  return words.join(' ');
}

/** The phrases the query words ask for (an empty list matches nothing). */
export const phrasesOf = (words: readonly string[]): QueryPhrase[] => words.flatMap(queryPhrasesOf);

/**
 * MariaDB/MySQL: the same question on the B-tree token tables of migration 0032
 * (migrations/helpers/searchTokens.ts), answered in id order so that a newest-first read stops at
 * its limit: the rows of the query's first whole token (t0), each other whole token joined on the
 * id, the filter read from t0's row. A phrase of more than one token, or ending in a prefix, is
 * then checked on the FULLTEXT table's stored tokens (adjacent, in order, as InnoDB's phrase
 * search does). Null when the query has no whole token (a lone prefix: "김", "vol"): FULLTEXT.
 */
function tokenQuery(db: Db, table: TokenTable, phrases: QueryPhrase[], fieldBit: number, filter: IndexFilter, answer = TOKEN_TABLES[table].id): Knex.QueryBuilder | null {
  const whole = [...new Set(phrases.flatMap(({ tokens, prefix }) => (prefix ? tokens.slice(0, -1) : tokens)))];
  if (whole.length === 0) return null;
  const { terms, id, text, columns } = TOKEN_TABLES[table];
  const q = db(`${terms} as t0`).select(`t0.${answer} as id`).where('t0.token', whole[0]!);
  whole.slice(1).forEach((token, i) => q.join(`${terms} as t${i + 1}`, (on) => on.on(`t${i + 1}.${id}`, `t0.${id}`).andOnVal(`t${i + 1}.token`, token)));
  if (fieldBit) whole.forEach((_, i) => q.whereRaw(`t${i}.fields & ${fieldBit} <> 0`));
  const checked = phrases.filter(({ tokens, prefix }) => tokens.length > 1 || prefix);
  if (checked.length > 0) q.join(`${text} as s`, `s.${id}`, `t0.${id}`);
  const inColumns = columns(fieldBit);
  for (const { tokens, prefix } of checked) {
    // The stored tokens are [0-9a-z] words separated by one space: nothing to escape in the pattern.
    const pattern = `% ${tokens.join(' ')}${prefix ? '' : ' '}%`;
    q.where((any) => inColumns.forEach((column) => any.orWhereRaw(`concat(' ', s.${column}, ' ') like ?`, [pattern])));
  }
  if (filter.live) q.where('t0.gone', 0);
  if (filter.boardsIn) q.whereIn('t0.board_id', filter.boardsIn);
  if (filter.boardsNotIn?.length) q.whereNotIn('t0.board_id', filter.boardsNotIn);
  if (filter.secret === 'none') q.where('t0.secret', 0);
  else if (filter.secret && filter.secret !== 'all') {
    const authorId = filter.secret.authorId;
    q.where((open) => open.where('t0.secret', 0).orWhere('t0.author_id', authorId));
  }
  return q;
}

type TokenTable = 'posts' | 'comments';

/** Each token table, its id column (the same in the FULLTEXT table `text`), and the FULLTEXT columns a field is checked in. */
const TOKEN_TABLES: Record<TokenTable, { terms: string; id: string; text: string; columns: (fieldBit: number) => string[] }> = {
  posts: {
    terms: 'post_terms',
    id: 'post_id',
    text: 'post_search',
    columns: (fieldBit) => (fieldBit === TOKEN_IN_TITLE ? ['title_terms'] : fieldBit === TOKEN_IN_CONTENT ? ['content_terms'] : ['title_terms', 'content_terms']),
  },
  comments: { terms: 'comment_terms', id: 'comment_id', text: 'comment_search', columns: () => ['terms'] },
};

const FIELD_BITS: Record<PostTextField, number> = { title: TOKEN_IN_TITLE, content: TOKEN_IN_CONTENT, titleContent: 0 };

/** The query for postIdsMatching, and the column its ids are ordered by. */
function postIdQuery(db: Db, field: PostTextField, phrases: QueryPhrase[], filter: IndexFilter): { query: Knex.QueryBuilder; idColumn: string } {
  if (isMysql(db)) {
    const byTokens = tokenQuery(db, 'posts', phrases, FIELD_BITS[field], filter);
    if (byTokens) return { query: byTokens, idColumn: 't0.post_id' };
    const query = db('post_search').select('post_id as id').whereRaw(`MATCH(${MYSQL_COLUMNS[field]}) AGAINST (? IN BOOLEAN MODE)`, [booleanQuery(phrases, filter)]);
    return { query, idColumn: 'post_id' };
  }
  return { query: db('post_search').select('rowid as id').whereRaw('post_search MATCH ?', [fts5Query(phrases, SQLITE_COLUMNS[field], filter)]), idColumn: 'rowid' };
}

/** Ids of the posts whose field holds every word (and that the filter lets through): a query on the search index, its id column named `id`. */
export function postIdsMatching(db: Db, field: PostTextField, phrases: QueryPhrase[], filter: IndexFilter = {}): Knex.QueryBuilder {
  return postIdQuery(db, field, phrases, filter).query;
}

/**
 * One page of the matching posts' ids, newest (highest id) first, and their count up to `countLimit`
 * (`more` when more match), from the index alone, in one query: the newest `countLimit + 1` ids.
 * FTS5 walks its list backwards and stops there, as does MariaDB's token table (InnoDB FULLTEXT
 * would read the whole match to sort it). A page beyond the newest `countLimit` is empty.
 */
export async function pageOfPostIds(
  db: Db,
  field: PostTextField,
  phrases: QueryPhrase[],
  filter: IndexFilter,
  slice: { limit: number; offset: number },
  countLimit: number,
): Promise<{ ids: number[]; count: number; more: boolean }> {
  const { query, idColumn } = postIdQuery(db, field, phrases, filter);
  const rows = (await query.orderBy(idColumn, 'desc').limit(countLimit + 1)) as { id: unknown }[];
  const newest = rows.slice(0, countLimit).map((row) => Number(row.id));
  return { count: newest.length, more: rows.length > countLimit, ids: newest.slice(slice.offset, slice.offset + slice.limit) };
}

const onBoard = (boardId: number, phrases: QueryPhrase[]): QueryPhrase[] => {
  const prefix = commentBoardPrefix(boardId);
  return phrases.map((phrase) => ({ ...phrase, tokens: phrase.tokens.map((token) => `${prefix}${token}`) }));
};

/** Ids of the live comments on one board's posts that hold every word (comment tokens carry their board: migrations/helpers/searchIndex.ts). */
export function commentIdsMatching(db: Db, boardId: number, phrases: QueryPhrase[]): Knex.QueryBuilder {
  const asked = onBoard(boardId, phrases);
  if (isMysql(db)) {
    return (
      tokenQuery(db, 'comments', asked, 0, { live: true }) ??
      db('comment_search').select('comment_id as id').whereRaw('MATCH(terms) AGAINST (? IN BOOLEAN MODE)', [booleanQuery(asked, { live: true })])
    );
  }
  return db('comment_search').select('rowid as id').whereRaw('comment_search MATCH ?', [fts5Query(asked, null, { live: true })]);
}

/** The live comments of one board that hold every word, from the comments table (their `c.post_id`): a set, or asked per post (`c.post_id = p.id`). */
export const commentsMatching = (db: Db, boardId: number, phrases: QueryPhrase[]): Knex.QueryBuilder =>
  db('comments as c').whereIn('c.id', commentIdsMatching(db, boardId, phrases)).whereNull('c.deleted_at').where('c.hidden', 0);

/**
 * Ids (`id`) of the posts of one board with a live comment holding every word: on MariaDB/MySQL
 * straight from the token rows (each carries its comment's post and whether the comment is gone,
 * kept in step with it), else through the comments table.
 */
export function postIdsByComments(db: Db, boardId: number, phrases: QueryPhrase[]): Knex.QueryBuilder {
  const byTokens = isMysql(db) ? tokenQuery(db, 'comments', onBoard(boardId, phrases), 0, { live: true }, 'post_id') : null;
  return byTokens ?? commentsMatching(db, boardId, phrases).select('c.post_id as id');
}
