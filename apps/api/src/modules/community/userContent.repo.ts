import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { canQuotePost } from '@nanum/shared/boardRules';
import type { UserCommentPage, UserPostPage } from '@nanum/shared/boardViews';
import type { BoardPostRow } from '@nanum/shared/entities';
import type { Db } from '../../db/knex';
import { toIso, toNumber } from '../../db/values';
import { readableBoards, visibleTo, type Viewer } from './visiblePosts';

/** A user's posts, newest first, with the kinds they use. */
export async function listUserPosts(db: Db, userId: number, viewer: Viewer, page: number, pageMax: number): Promise<UserPostPage> {
  const boardIds = await readableBoards(db, viewer);
  const base = () => visibleTo(db('posts as p').join('boards as b', 'b.id', 'p.board_id').where('p.user_id', userId), viewer, boardIds);
  const [countRow, rows] = await Promise.all([
    base().count({ count: '*' }).first(),
    base()
      .select('p.id', 'p.title', 'b.name as board_name', 'b.href as board_href', 'b.id as table_id', 'p.kind_id', 'p.comment_count', 'p.visit', 'p.recommend', 'p.created_at')
      .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
      .limit(pageMax)
      .offset((page - 1) * pageMax),
  ]);
  const list: BoardPostRow[] = rows.map((row: Record<string, unknown>) => ({
    id: toNumber(row.id),
    title: String(row.title),
    board_name: String(row.board_name),
    board_href: String(row.board_href),
    table_id: toNumber(row.table_id),
    kind_id: row.kind_id === null ? null : toNumber(row.kind_id),
    comment_count: toNumber(row.comment_count),
    visit: toNumber(row.visit),
    recommend: toNumber(row.recommend),
    date: toIso(row.created_at as string) ?? '',
  }));
  const kindIds = [...new Set(list.map((post) => post.kind_id).filter((id): id is number => id !== null))];
  const kinds = kindIds.length ? await db('board_kinds').whereIn('id', kindIds).select('id', 'name', 'color') : [];
  return {
    list,
    count: toNumber(countRow?.count),
    kind: kinds.map((kind: Record<string, unknown>) => ({ id: toNumber(kind.id), name: String(kind.name), color: String(kind.color) })),
  };
}

/**
 * A user's comments, newest first, with the post they are on and whom they reply to. The member's
 * own list has their comments under secret posts too (canReachComment), the post named by
 * BOARD_MESSAGES.secretTitle unless they may read it (canQuotePost).
 */
export async function listUserComments(db: Db, userId: number, viewer: Viewer, page: number, pageMax: number): Promise<UserCommentPage> {
  const boardIds = await readableBoards(db, viewer);
  const own = viewer !== undefined && viewer.id === userId;
  const base = () =>
    visibleTo(
      db('comments as c').join('posts as p', 'p.id', 'c.post_id').join('boards as b', 'b.id', 'p.board_id').where('c.user_id', userId).where('c.hidden', 0).whereNull('c.deleted_at'),
      viewer,
      boardIds,
      { secretToo: own },
    );
  const [countRow, rows] = await Promise.all([
    base().count({ count: '*' }).first(),
    base()
      .leftJoin('comments as parent', 'parent.id', 'c.parent_id')
      .leftJoin('users as pu', 'pu.id', 'parent.user_id')
      .select('c.id', 'c.description', 'p.id as board_id', 'b.href as board_href', 'b.name as board_name', 'p.title as board_title', 'p.secret', 'p.user_id as post_user_id', 'pu.name as reply_name', 'c.recommend', 'c.created_at')
      .orderBy([{ column: 'c.created_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])
      .limit(pageMax)
      .offset((page - 1) * pageMax),
  ]);
  return {
    count: toNumber(countRow?.count),
    list: rows.map((row: Record<string, unknown>) => ({
      id: toNumber(row.id),
      description: String(row.description),
      board_id: toNumber(row.board_id),
      board_href: String(row.board_href),
      board_name: String(row.board_name),
      board_title: canQuotePost(viewer, { secret: toNumber(row.secret) === 1, userId: row.post_user_id === null ? null : toNumber(row.post_user_id) }) ? String(row.board_title) : BOARD_MESSAGES.secretTitle,
      reply_name: row.reply_name === null || row.reply_name === undefined ? null : String(row.reply_name),
      recommend: toNumber(row.recommend),
      date: toIso(row.created_at as string) ?? '',
    })),
  };
}
