import type { CommentCursor } from '@nanum/shared/commentPages';
import { COMMENT_PAGE_SIZE } from '@nanum/shared/limits';
import { parseProfileVisibility, type ProfileVisibility } from '@nanum/shared/profileVisibility';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { reindexComments } from '../../db/fullText';
import { insertedId, toDbDate, toIso, toNumber } from '../../db/values';
import { deleteCommentAlarms } from '../alarm/alarm.repo';

/** A comment as the services see it. */
export interface CommentRecord {
  id: number;
  postId: number;
  parentId: number | null;
  userId: number | null;
  authorName: string | null;
  authorImage: string | null;
  authorGender: number;
  /** The author's 공개 범위 (read in the same query): whether a viewer may see the gender of the default picture. */
  authorVisibility: ProfileVisibility;
  /** The author's power now (read in the same query; 0 when the account is gone): who may moderate the comment (boardRules manageRefusal). */
  authorPower: number;
  description: string;
  recommend: number;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

const COLUMNS = [
  'c.id', 'c.post_id', 'c.parent_id', 'c.user_id', 'u.name as author_name', 'u.image as author_image', 'u.gender as author_gender', 'u.profile_visibility as author_visibility', 'u.power as author_power',
  'c.description', 'c.recommend', 'c.hidden', 'c.created_at', 'c.updated_at', 'c.deleted_at',
];

/** The order of comments and of the keyset over them (comments_post_id_created_at_index). */
const THREAD_ORDER = [{ column: 'c.created_at', order: 'asc' as const }, { column: 'c.id', order: 'asc' as const }];

function toComment(row: Record<string, unknown>): CommentRecord {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: toNumber(row.id),
    postId: toNumber(row.post_id),
    parentId: row.parent_id === null ? null : toNumber(row.parent_id),
    userId: row.user_id === null ? null : toNumber(row.user_id),
    authorName: text(row.author_name),
    authorImage: text(row.author_image),
    authorGender: toNumber(row.author_gender),
    authorVisibility: parseProfileVisibility(text(row.author_visibility)),
    authorPower: toNumber(row.author_power),
    description: String(row.description),
    recommend: toNumber(row.recommend),
    hidden: toNumber(row.hidden) === 1,
    createdAt: toIso(row.created_at as string) ?? '',
    updatedAt: toIso(row.updated_at as string) ?? '',
    deletedAt: toIso(row.deleted_at as string | null),
  };
}

/**
 * One page of a post's comments (commentPages.ts): `limit` top-level comments after `after`, oldest
 * first, with every reply of each (deleted ones too: a deleted parent still holds its replies, and
 * the presenter decides what shows), and the cursor of the next page (null after the last). The
 * top-level comments come by a keyset on (post_id, created_at, id), the index
 * comments_post_id_created_at_index; their replies from the same post's rows of the index.
 */
export async function listCommentPage(db: Db, postId: number, after: CommentCursor | null, limit = COMMENT_PAGE_SIZE): Promise<{ comments: CommentRecord[]; next: CommentCursor | null }> {
  const query = db('comments as c').leftJoin('users as u', 'u.id', 'c.user_id').where('c.post_id', postId).whereNull('c.parent_id');
  if (after) {
    const at = toDbDate(after.at);
    // The `>=` alone bounds the index range (the `or` would hide it from MySQL's planner).
    query.where('c.created_at', '>=', at).where((later) => later.where('c.created_at', '>', at).orWhere('c.id', '>', after.id));
  }
  const rows = (await query.orderBy(THREAD_ORDER).limit(limit + 1).select(COLUMNS)).map(toComment);
  const parents = rows.slice(0, limit);
  const last = parents.at(-1);
  const next = rows.length > limit && last ? { at: new Date(last.createdAt), id: last.id } : null;
  if (parents.length === 0) return { comments: [], next };
  const replies = await db('comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .where('c.post_id', postId)
    .whereIn('c.parent_id', parents.map((parent) => parent.id))
    .orderBy(THREAD_ORDER)
    .select(COLUMNS);
  return { comments: [...parents, ...replies.map(toComment)], next };
}

/** A thread of a post: the top-level comment `parentId` and its replies (deleted ones too), oldest first. */
export async function listCommentThread(db: Db, postId: number, parentId: number): Promise<CommentRecord[]> {
  const rows = await db('comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .where('c.post_id', postId)
    .where((thread) => thread.where('c.id', parentId).orWhere('c.parent_id', parentId))
    .orderBy(THREAD_ORDER)
    .select(COLUMNS);
  return rows.map(toComment);
}

export async function findComment(db: Db, id: number): Promise<CommentRecord | undefined> {
  const row = await db('comments as c').leftJoin('users as u', 'u.id', 'c.user_id').where('c.id', id).first(COLUMNS);
  return row ? toComment(row) : undefined;
}

/**
 * Adds a comment, counts it on the post and indexes its text (one transaction, the caller's). The
 * count first: it takes the post's row for writing before the comment's foreign key reads it, so
 * comments written at once on one post wait in turn (the other order deadlocked on MariaDB).
 */
export async function insertComment(trx: Knex.Transaction, postId: number, userId: number, parentId: number | null, description: string): Promise<number> {
  const now = toDbDate();
  await trx('posts').where({ id: postId }).increment('comment_count', 1);
  const id = insertedId(await trx('comments').insert({ post_id: postId, user_id: userId, parent_id: parentId, description, created_at: now, updated_at: now }));
  await reindexComments(trx, [id]);
  return id;
}

/** Saves an edit and re-indexes the comment's text (the caller's transaction, which also holds the audit entry of a moderator's edit). */
/** The ids of a post's comments, deleted ones too. */
export async function listCommentIds(db: Db | Knex.Transaction, postId: number): Promise<number[]> {
  return (await db('comments').where({ post_id: postId }).pluck('id')).map(toNumber);
}

export async function updateComment(trx: Knex.Transaction, id: number, description: string): Promise<void> {
  await trx('comments').where({ id }).update({ description, updated_at: toDbDate() });
  await reindexComments(trx, [id]);
}

/**
 * Soft delete by its writer or a moderator; the post's comment count drops by one and the alarms
 * that quote it (to the post's or the parent comment's author) are deleted with it: a restore
 * brings the comment back, not the alarm. The caller's transaction (which also holds the audit
 * entry of a moderator's delete). Answers whether this call deleted it (false: deleted already)
 * and whose alarms went, for their lists to be pushed.
 */
export async function softDeleteComment(trx: Knex.Transaction, comment: CommentRecord, by: number): Promise<{ deleted: boolean; alarmed: number[] }> {
  const changed = await trx('comments').where({ id: comment.id }).whereNull('deleted_at').update({ deleted_at: toDbDate(), deleted_by: by });
  if (changed > 0) await trx('posts').where({ id: comment.postId }).where('comment_count', '>', 0).decrement('comment_count', 1);
  await reindexComments(trx, [comment.id]);
  return { deleted: changed > 0, alarmed: await deleteCommentAlarms(trx, [comment.id]) };
}

export async function setCommentHidden(db: Db | Knex.Transaction, id: number, hidden: boolean): Promise<void> {
  await db('comments').where({ id }).update({ hidden: hidden ? 1 : 0 });
  await reindexComments(db, [id]);
}
