import type { Db } from '../../db/knex';
import { toIso, toNumber } from '../../db/values';

/** What the sitemap and the feeds read: only posts every visitor may read (not deleted, hidden or secret). */

export interface FeedPostRow {
  id: number;
  boardId: number;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

const publicPosts = (db: Db, boardIds: readonly number[]) =>
  db('posts').whereIn('board_id', boardIds).whereNull('deleted_at').where({ hidden: 0, secret: 0 });

/** The newest posts of these boards, with their text (the feeds' items). */
export async function findNewestPosts(db: Db, boardIds: readonly number[], limit: number): Promise<FeedPostRow[]> {
  if (boardIds.length === 0) return [];
  const rows = await publicPosts(db, boardIds).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).select('id', 'board_id', 'title', 'content', 'created_at', 'updated_at');
  return rows.map((row: Record<string, unknown>) => ({
    id: toNumber(row.id),
    boardId: toNumber(row.board_id),
    title: String(row.title),
    content: String(row.content),
    createdAt: toIso(row.created_at as string) ?? '',
    updatedAt: toIso(row.updated_at as string) ?? '',
  }));
}

/** One page of a board's posts for its sitemap: id and last change, oldest first (pages stay stable as posts are added). */
export async function findPostDates(db: Db, boardId: number, limit: number, offset: number): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await publicPosts(db, [boardId]).orderBy('id').limit(limit).offset(offset).select('id', 'updated_at');
  return rows.map((row: Record<string, unknown>) => ({ id: toNumber(row.id), updatedAt: toIso(row.updated_at as string) ?? '' }));
}

/** Per board: how many public posts it has and when the last one changed. */
export async function findPostStats(db: Db, boardIds: readonly number[]): Promise<Map<number, { count: number; lastChange: string }>> {
  if (boardIds.length === 0) return new Map();
  const rows = await publicPosts(db, boardIds).groupBy('board_id').select('board_id').count({ count: '*' }).max({ last: 'updated_at' });
  return new Map(rows.map((row: Record<string, unknown>) => [toNumber(row.board_id), { count: toNumber(row.count), lastChange: toIso(row.last as string) ?? '' }]));
}

/** The content pages' last changes, by slug. */
export async function findPageDates(db: Db): Promise<Map<string, string>> {
  const rows = await db('site_pages').select('slug', 'updated_at');
  return new Map(rows.map((row: Record<string, unknown>) => [String(row.slug), toIso(row.updated_at as string) ?? '']));
}

/** Every campaign's id and last change (campaign pages are public), oldest first. */
export async function findCampaignDates(db: Db): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await db('campaigns').orderBy('id').select('id', 'updated_at');
  return rows.map((row: Record<string, unknown>) => ({ id: toNumber(row.id), updatedAt: toIso(row.updated_at as string) ?? '' }));
}
