import type { Knex } from 'knex';
import { commentBoardPrefix, queryPhrasesOf, type QueryPhrase } from '../../../../migrations/helpers/searchIndex';

export type { QueryPhrase };
import { isMysql, type Db } from './knex';

// The index's format is the one migration 0022 built (migrations/helpers/searchIndex.ts); the app
// writes and asks in that same format, so both come from there.
export { reindexComments, reindexPosts } from '../../../../migrations/helpers/searchIndex';

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

/** Ids of the posts whose field holds every word (and that the filter lets through): a query on the full-text index, its id column named `id`. */
export function postIdsMatching(db: Db, field: PostTextField, phrases: QueryPhrase[], filter: IndexFilter = {}): Knex.QueryBuilder {
  if (isMysql(db)) {
    return db('post_search').select('post_id as id').whereRaw(`MATCH(${MYSQL_COLUMNS[field]}) AGAINST (? IN BOOLEAN MODE)`, [booleanQuery(phrases, filter)]);
  }
  return db('post_search').select('rowid as id').whereRaw('post_search MATCH ?', [fts5Query(phrases, SQLITE_COLUMNS[field], filter)]);
}

/**
 * One page of the matching posts' ids, newest (highest id) first, and their count up to `countLimit`
 * (`more` when more match), from the index alone, in one query: the newest `countLimit + 1` ids.
 * FTS5 walks its list backwards and stops there; InnoDB reads the whole match to sort it, once
 * (a separate COUNT(*) read it a second time, and for every match). A page beyond the newest
 * `countLimit` is empty.
 */
export async function pageOfPostIds(
  db: Db,
  field: PostTextField,
  phrases: QueryPhrase[],
  filter: IndexFilter,
  slice: { limit: number; offset: number },
  countLimit: number,
): Promise<{ ids: number[]; count: number; more: boolean }> {
  const idColumn = isMysql(db) ? 'post_id' : 'rowid';
  const rows = (await postIdsMatching(db, field, phrases, filter).orderBy(idColumn, 'desc').limit(countLimit + 1)) as { id: unknown }[];
  const newest = rows.slice(0, countLimit).map((row) => Number(row.id));
  return { count: newest.length, more: rows.length > countLimit, ids: newest.slice(slice.offset, slice.offset + slice.limit) };
}

/** Ids of the live comments on one board's posts that hold every word (comment tokens carry their board: migrations/helpers/searchIndex.ts). */
export function commentIdsMatching(db: Db, boardId: number, phrases: QueryPhrase[]): Knex.QueryBuilder {
  const prefix = commentBoardPrefix(boardId);
  const onBoard = phrases.map((phrase) => ({ ...phrase, tokens: phrase.tokens.map((token) => `${prefix}${token}`) }));
  if (isMysql(db)) return db('comment_search').select('comment_id as id').whereRaw('MATCH(terms) AGAINST (? IN BOOLEAN MODE)', [booleanQuery(onBoard, { live: true })]);
  return db('comment_search').select('rowid as id').whereRaw('comment_search MATCH ?', [fts5Query(onBoard, null, { live: true })]);
}
