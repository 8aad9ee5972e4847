import type { Knex } from 'knex';
import { pageOfPostIds, postIdsMatching, type IndexFilter, type QueryPhrase } from '../../db/fullText';
import type { Db } from '../../db/knex';
import { containsPattern, toIso, toNumber } from '../../db/values';
import { visibleTo, type Viewer } from '../community/visiblePosts';

/** A page of one kind: its rows and how many there are in all. */
export interface Found<T> {
  rows: T[];
  count: number;
  /** More match than `count` (posts are counted up to a limit). */
  more: boolean;
}

/** Which rows of a kind to read: none (only the count), or a page. */
export interface Slice {
  limit: number;
  offset: number;
}

export interface PostHitRow {
  id: number;
  title: string;
  content: string;
  secret: boolean;
  commentCount: number;
  createdAt: string;
  boardHref: string;
  boardName: string;
  authorName: string | null;
}

export interface PostSearch {
  phrases: QueryPhrase[];
  /** What the index may answer with for this viewer (the board rules, as words of the index). */
  filter: IndexFilter;
  /** The boards the viewer may read (or the one chosen of them), for the check of the rows. */
  boardIds: number[];
  /** Only posts written at or after this stored time ('YYYY-MM-DD HH:MM:SS' UTC). */
  since: string | null;
  /** Count at most this many (SEARCH_COUNT_LIMIT); a page beyond them is empty. */
  countLimit: number;
}

const HIT_COLUMNS = ['p.id', 'p.title', 'p.content', 'p.secret', 'p.comment_count', 'p.created_at', 'b.href as board_href', 'b.name as board_name', 'u.name as author_name'];

const toHit = (row: Record<string, unknown>): PostHitRow => ({
  id: toNumber(row.id),
  title: String(row.title),
  content: String(row.content),
  secret: toNumber(row.secret) === 1,
  commentCount: toNumber(row.comment_count),
  createdAt: toIso(row.created_at as string) ?? '',
  boardHref: String(row.board_href),
  boardName: String(row.board_name),
  authorName: row.author_name === null || row.author_name === undefined ? null : String(row.author_name),
});

/** The posts to show, read with visibleTo: what the index answered is checked against the board rules again. */
function shownPosts(db: Db, viewer: Viewer, boardIds: number[]): Knex.QueryBuilder {
  return visibleTo(db('posts as p'), viewer, boardIds).join('boards as b', 'b.id', 'p.board_id').leftJoin('users as u', 'u.id', 'p.user_id');
}

/**
 * Posts whose title or content holds every word that the viewer may see, newest first. Without a
 * period the index alone counts and pages (its meta words carry board, deleted, hidden and secret),
 * and only the page's rows are read, through visibleTo; with a period, the posts table's date
 * decides, so the index's matches are joined to it.
 */
export async function searchPosts(db: Db, viewer: Viewer, search: PostSearch, slice: Slice): Promise<Found<PostHitRow>> {
  const { countLimit } = search;
  if (!search.since) {
    const { ids, count, more } = await pageOfPostIds(db, 'titleContent', search.phrases, search.filter, slice, countLimit);
    if (ids.length === 0) return { rows: [], count, more };
    const rows = (await shownPosts(db, viewer, search.boardIds).whereIn('p.id', ids).select(HIT_COLUMNS)) as Record<string, unknown>[];
    const byId = new Map(rows.map((row) => [toNumber(row.id), toHit(row)]));
    return { count, more, rows: ids.map((id) => byId.get(id)).filter((row): row is PostHitRow => row !== undefined) };
  }
  const since = search.since;
  const base = () => visibleTo(db('posts as p'), viewer, search.boardIds).whereIn('p.id', postIdsMatching(db, 'titleContent', search.phrases, search.filter)).where('p.created_at', '>=', since);
  // Counted up to the limit, as without a period; the pages reach the newest `countLimit`.
  const [countRow, rows] = await Promise.all([
    db.count({ count: '*' }).from(base().select('p.id').limit(countLimit + 1).as('found')).first(),
    slice.limit === 0 || slice.offset >= countLimit
      ? Promise.resolve([])
      : shownPosts(db, viewer, search.boardIds)
          .whereIn('p.id', base().select('p.id'))
          .orderBy('p.id', 'desc')
          .limit(Math.min(slice.limit, countLimit - slice.offset))
          .offset(slice.offset)
          .select(HIT_COLUMNS),
  ]);
  const found = toNumber(countRow?.count);
  return { count: Math.min(found, countLimit), more: found > countLimit, rows: (rows as Record<string, unknown>[]).map(toHit) };
}

/** Every word in one of the columns (a substring, case folded by the collation): the small tables' search. */
function everyWordIn(q: Knex.QueryBuilder, columns: readonly string[], words: readonly string[]): Knex.QueryBuilder {
  for (const word of words) {
    const pattern = containsPattern(word);
    q.where((any) => {
      for (const column of columns) any.orWhereRaw(`?? like ? escape '!'`, [column, pattern]);
    });
  }
  return q;
}

/** Rows of a small table (content pages, campaigns, the directory) holding every word, in `order`. */
async function searchSmallTable(
  db: Db,
  table: string,
  columns: readonly string[],
  words: readonly string[],
  order: { column: string; order: 'asc' | 'desc' }[],
  slice: Slice,
): Promise<Found<Record<string, unknown>>> {
  const [countRow, rows] = await Promise.all([
    everyWordIn(db(table), columns, words).count({ count: '*' }).first(),
    slice.limit === 0 ? Promise.resolve([]) : everyWordIn(db(table), columns, words).orderBy(order).limit(slice.limit).offset(slice.offset).select('*'),
  ]);
  return { count: toNumber(countRow?.count), more: false, rows: rows as Record<string, unknown>[] };
}

/** Content pages (소개 페이지) by title, lead and text. */
export const searchPages = (db: Db, words: readonly string[], slice: Slice) =>
  searchSmallTable(db, 'site_pages', ['title', 'lead', 'body'], words, [{ column: 'id', order: 'asc' }], slice);

/** Campaigns by name, place and description, the latest first. */
export const searchCampaigns = (db: Db, words: readonly string[], slice: Slice) =>
  searchSmallTable(db, 'campaigns', ['name', 'place', 'description'], words, [{ column: 'start_date', order: 'desc' }, { column: 'id', order: 'desc' }], slice);

/** The /member directory by name, position and description. */
export const searchMembers = (db: Db, words: readonly string[], slice: Slice) =>
  searchSmallTable(db, 'org_members', ['name', 'position', 'description'], words, [{ column: 'category', order: 'asc' }, { column: 'sort', order: 'asc' }, { column: 'id', order: 'asc' }], slice);
