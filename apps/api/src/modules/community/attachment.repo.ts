import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toNumber } from '../../db/values';
import { countOncePerDay } from '../../db/countOncePerDay';

/** An uploaded image or file. `postId` is null until the post that uses it is saved. */
export interface AttachmentRecord {
  id: number;
  postId: number | null;
  userId: number | null;
  kind: 'image' | 'file';
  originalName: string;
  storedName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  downloadCount: number;
}

function toAttachment(row: Record<string, unknown>): AttachmentRecord {
  return {
    id: toNumber(row.id),
    postId: row.post_id === null ? null : toNumber(row.post_id),
    userId: row.user_id === null ? null : toNumber(row.user_id),
    kind: row.kind === 'image' ? 'image' : 'file',
    originalName: String(row.original_name),
    storedName: String(row.stored_name),
    mime: String(row.mime),
    size: toNumber(row.size),
    width: row.width === null ? null : toNumber(row.width),
    height: row.height === null ? null : toNumber(row.height),
    downloadCount: toNumber(row.download_count),
  };
}

export type NewAttachment = Omit<AttachmentRecord, 'id' | 'postId' | 'downloadCount'>;

export async function insertAttachment(db: Db, attachment: NewAttachment): Promise<number> {
  return insertedId(
    await db('attachments').insert({
      user_id: attachment.userId,
      kind: attachment.kind,
      original_name: attachment.originalName,
      stored_name: attachment.storedName,
      mime: attachment.mime,
      size: attachment.size,
      width: attachment.width,
      height: attachment.height,
    }),
  );
}

export async function findAttachment(db: Db, id: number): Promise<AttachmentRecord | undefined> {
  const row = await db('attachments').where({ id }).first();
  return row ? toAttachment(row) : undefined;
}

export async function listPostAttachments(db: Db, postId: number): Promise<AttachmentRecord[]> {
  const rows = await db('attachments').where({ post_id: postId }).orderBy('id');
  return rows.map(toAttachment);
}

/**
 * Attaches the given uploads to the post: only uploads of `userIds` (writer, editor) that are not
 * attached yet (or already on this post) and of the given kind. Uploads of this post that are no
 * longer listed are detached. Answers how many of the ids were usable.
 */
export async function attachToPost(trx: Knex.Transaction, postId: number, userIds: number[], kind: 'image' | 'file', ids: number[]): Promise<number> {
  await trx('attachments').where({ post_id: postId, kind }).whereNotIn('id', ids.length ? ids : [0]).update({ post_id: null });
  if (ids.length === 0) return 0;
  return trx('attachments')
    .whereIn('id', ids)
    .where({ kind })
    .where((q) => q.whereIn('user_id', userIds).whereNull('post_id').orWhere({ post_id: postId }))
    .update({ post_id: postId });
}

/**
 * Makes the draft hold exactly the given images that are the writer's own uploads no post uses
 * (another member's upload is never held), so that the unused upload sweep keeps them while the
 * draft lives; images no longer listed are let go. One INSERT ... SELECT: an upload the sweep
 * removed a moment before is simply not held.
 */
export async function holdForDraft(trx: Knex.Transaction, draftId: number, userId: number, imageIds: readonly number[]): Promise<void> {
  await trx('post_draft_images').where({ draft_id: draftId }).delete();
  if (imageIds.length === 0) return;
  const own = trx('attachments')
    .whereIn('id', [...new Set(imageIds)])
    .where({ user_id: userId, kind: 'image' })
    .whereNull('post_id')
    .select(trx.raw('? as ??', [draftId, 'draft_id']), 'id');
  await trx.into(trx.raw('?? (??, ??)', ['post_draft_images', 'draft_id', 'attachment_id'])).insert(own);
}

/** Which of the given stored names an attachment row still uses. */
export async function usedStoredNames(db: Db, storedNames: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let start = 0; start < storedNames.length; start += 500) {
    const rows: { stored_name: string }[] = await db('attachments').whereIn('stored_name', storedNames.slice(start, start + 500)).select('stored_name');
    for (const row of rows) used.add(String(row.stored_name));
  }
  return used;
}

/**
 * The one rule of an unused upload: no post uses it and no saved draft shows it (post_draft_images,
 * written by postDraft.repo saveDraft; a hold goes with its draft). Narrows a query on attachments.
 */
function whereUnused(query: Knex.QueryBuilder, db: Db): Knex.QueryBuilder {
  return query.whereNull('attachments.post_id').whereNotExists(db('post_draft_images').where('post_draft_images.attachment_id', db.ref('attachments.id')).select('attachment_id'));
}

/** Unused uploads (see whereUnused) made before `before`, oldest first (at most `limit`, ids above `afterId`). */
export async function findUnattachedBefore(db: Db, before: Date, limit: number, afterId = 0): Promise<{ id: number; storedName: string }[]> {
  const rows: { id: unknown; stored_name: string }[] = await whereUnused(db('attachments'), db)
    .where('attachments.id', '>', afterId)
    .where('attachments.created_at', '<', toDbDate(before))
    .orderBy('attachments.id')
    .limit(limit)
    .select('attachments.id', 'attachments.stored_name');
  return rows.map((row) => ({ id: toNumber(row.id), storedName: String(row.stored_name) }));
}

/**
 * Deletes the upload's row only while it is unused (see whereUnused): a post or draft saved at the
 * same moment either attaches or holds it first (nothing is deleted) or finds it gone (a post's save
 * is refused; a draft holds nothing). Answers whether it was deleted.
 */
export async function deleteIfUnattached(db: Db, id: number): Promise<boolean> {
  return (await whereUnused(db('attachments').where('attachments.id', id), db).delete()) > 0;
}

/** Counts a download once per downloader per Korean day (as a post's visits); answers whether this one was. */
export const countDownload = (db: Db, id: number, downloader: string, now: Date = new Date()): Promise<boolean> =>
  countOncePerDay(db, { table: 'attachments', id, column: 'download_count', proofs: 'attachment_downloads', idColumn: 'attachment_id' }, downloader, now);
