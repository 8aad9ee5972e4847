import type { Knex } from 'knex';
import type { DeletedTarget } from '@nanum/shared/deletedContent';
import { reindexComments, reindexPosts } from '../../db/fullText';
import type { Db } from '../../db/knex';
import { toNumber } from '../../db/values';

/** Soft-deleted posts and comments (deleted_at set), for the admin area to list and restore. */

export interface DeletedRow {
  id: number;
  postId: number;
  title: string;
  /** The post's HTML content or the comment's text. */
  text: string;
  boardName: string | null;
  boardHref: string | null;
  authorId: number | null;
  authorName: string | null;
  createdAt: string | Date | null;
  deletedAt: string | Date | null;
  deletedById: number | null;
  deletedByName: string | null;
  /** For a comment: whether its post is deleted too. */
  postDeleted: boolean;
}

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toRow(row: Record<string, unknown>): DeletedRow {
  return {
    id: toNumber(row.id),
    postId: toNumber(row.post_id),
    title: String(row.title ?? ''),
    text: String(row.text ?? ''),
    boardName: textOrNull(row.board_name),
    boardHref: textOrNull(row.board_href),
    authorId: idOrNull(row.author_id),
    authorName: textOrNull(row.author_name),
    createdAt: (row.created_at as string | Date | null) ?? null,
    deletedAt: (row.deleted_at as string | Date | null) ?? null,
    deletedById: idOrNull(row.deleted_by),
    deletedByName: textOrNull(row.deleted_by_name),
    postDeleted: row.post_deleted_at !== null && row.post_deleted_at !== undefined,
  };
}

/** Enough of a post's HTML for a preview (a post holds up to 100,000 characters). */
const CONTENT_PREVIEW = 2000;

function deletedPosts(db: Db | Knex.Transaction) {
  return db('posts as p')
    .leftJoin('boards as b', 'b.id', 'p.board_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as d', 'd.id', 'p.deleted_by')
    .whereNotNull('p.deleted_at')
    .select(
      'p.id', 'p.id as post_id', 'p.title', db.raw(`substr(p.content, 1, ${CONTENT_PREVIEW}) as text`), 'b.name as board_name', 'b.href as board_href', 'p.user_id as author_id', 'u.name as author_name',
      'p.created_at', 'p.deleted_at', 'p.deleted_by', 'd.name as deleted_by_name', 'p.deleted_at as post_deleted_at',
    );
}

function deletedComments(db: Db | Knex.Transaction) {
  return db('comments as c')
    .join('posts as p', 'p.id', 'c.post_id')
    .leftJoin('boards as b', 'b.id', 'p.board_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as d', 'd.id', 'c.deleted_by')
    .whereNotNull('c.deleted_at')
    .select(
      'c.id', 'c.post_id', 'p.title', 'c.description as text', 'b.name as board_name', 'b.href as board_href', 'c.user_id as author_id', 'u.name as author_name',
      'c.created_at', 'c.deleted_at', 'c.deleted_by', 'd.name as deleted_by_name', 'p.deleted_at as post_deleted_at',
    );
}

const table = (type: DeletedTarget) => (type === 'post' ? 'posts' : 'comments');

/** One page of deleted posts or comments, latest deletion first, and how many there are. */
export async function findDeletedPage(db: Db, type: DeletedTarget, page: number, pageSize: number): Promise<{ rows: DeletedRow[]; total: number }> {
  const alias = type === 'post' ? 'p' : 'c';
  const [countRow, rows] = await Promise.all([
    db(table(type)).whereNotNull('deleted_at').count({ count: '*' }).first(),
    (type === 'post' ? deletedPosts(db) : deletedComments(db))
      .orderBy([{ column: `${alias}.deleted_at`, order: 'desc' }, { column: `${alias}.id`, order: 'desc' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows: (rows as Record<string, unknown>[]).map(toRow), total: toNumber(countRow?.count) };
}

/** One deleted post or comment, or undefined when it does not exist or is not deleted. */
export async function findDeleted(db: Db | Knex.Transaction, type: DeletedTarget, id: number): Promise<DeletedRow | undefined> {
  const row = await (type === 'post' ? deletedPosts(db).where('p.id', id) : deletedComments(db).where('c.id', id)).first();
  return row ? toRow(row as Record<string, unknown>) : undefined;
}

/**
 * Restores a deleted post or comment (a comment counts on its post again). Answers whether it was
 * restored: false when another operator restored it first.
 */
export async function restoreDeleted(trx: Knex.Transaction, type: DeletedTarget, row: DeletedRow): Promise<boolean> {
  const changed = await trx(table(type)).where({ id: row.id }).whereNotNull('deleted_at').update({ deleted_at: null, deleted_by: null });
  if (changed > 0 && type === 'comment') await trx('posts').where({ id: row.postId }).increment('comment_count', 1);
  if (changed > 0) await (type === 'post' ? reindexPosts : reindexComments)(trx, [row.id]);
  return changed > 0;
}
