import type { Knex } from 'knex';
import { postIdsMatching, type QueryPhrase } from '../../db/fullText';
import type { Db } from '../../db/knex';
import { containsPattern, toIso, toNumber } from '../../db/values';
import { visibleTo, type Viewer } from '../community/visiblePosts';

/** A page of one kind: its rows and how many there are in all. */
export interface Found<T> {
  rows: T[];
  count: number;
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
  /** The boards to look in (those the viewer may read, or the one chosen of them). */
  boardIds: number[];
  /** Only posts written at or after this stored time ('YYYY-MM-DD HH:MM:SS' UTC). */
  since: string | null;
}

/**
 * Posts whose title or content holds every word (the full-text index), that the viewer may see
 * (visibleTo: the same rules as every list), newest first.
 */
export async function searchPosts(db: Db, viewer: Viewer, search: PostSearch, slice: Slice): Promise<Found<PostHitRow>> {
  const base = () => {
    const q = visibleTo(db('posts as p').whereIn('p.id', postIdsMatching(db, 'titleContent', search.phrases)), viewer, search.boardIds);
    if (search.since) q.where('p.created_at', '>=', search.since);
    return q;
  };
  const [countRow, rows] = await Promise.all([
    base().count({ count: '*' }).first(),
    slice.limit === 0
      ? Promise.resolve([])
      : base()
          .join('boards as b', 'b.id', 'p.board_id')
          .leftJoin('users as u', 'u.id', 'p.user_id')
          .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
          .limit(slice.limit)
          .offset(slice.offset)
          .select('p.id', 'p.title', 'p.content', 'p.secret', 'p.comment_count', 'p.created_at', 'b.href as board_href', 'b.name as board_name', 'u.name as author_name'),
  ]);
  return {
    count: toNumber(countRow?.count),
    rows: (rows as Record<string, unknown>[]).map((row) => ({
      id: toNumber(row.id),
      title: String(row.title),
      content: String(row.content),
      secret: toNumber(row.secret) === 1,
      commentCount: toNumber(row.comment_count),
      createdAt: toIso(row.created_at as string) ?? '',
      boardHref: String(row.board_href),
      boardName: String(row.board_name),
      authorName: row.author_name === null || row.author_name === undefined ? null : String(row.author_name),
    })),
  };
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
  return { count: toNumber(countRow?.count), rows: rows as Record<string, unknown>[] };
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
