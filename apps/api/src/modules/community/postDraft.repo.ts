import type { PostDraft } from '@nanum/shared/postDrafts';
import type { Db } from '../../db/knex';
import { toDbDate, toIso, toNumber } from '../../db/values';
import { holdForDraft } from './attachment.repo';

/** The editor's autosaved draft of a new post, one per member and board (post_drafts). */
export async function findDraft(db: Db, userId: number, boardId: number): Promise<PostDraft | null> {
  const row: { title: string; content: string; updated_at: string | Date } | undefined = await db('post_drafts')
    .where({ user_id: userId, board_id: boardId })
    .first('title', 'content', 'updated_at');
  return row ? { title: row.title, content: row.content, updatedAt: toIso(row.updated_at) ?? '' } : null;
}

/**
 * Stores the draft, replacing the member's earlier one on this board (one statement on both
 * dialects), and makes it hold the pictures it shows (`imageIds`: the member's own unused uploads
 * only, attachment.repo holdForDraft) so the unused upload sweep keeps them while it lives. Deleting
 * the draft (posted, discarded, the member or board deleted) lets them go (ON DELETE CASCADE).
 */
export async function saveDraft(db: Db, userId: number, boardId: number, draft: { title: string; content: string; imageIds: readonly number[] }): Promise<void> {
  const now = toDbDate();
  await db.transaction(async (trx) => {
    await trx('post_drafts')
      .insert({ user_id: userId, board_id: boardId, title: draft.title, content: draft.content, created_at: now, updated_at: now })
      .onConflict(['user_id', 'board_id'])
      .merge(['title', 'content', 'updated_at']);
    const row: { id: unknown } = await trx('post_drafts').where({ user_id: userId, board_id: boardId }).first('id');
    await holdForDraft(trx, toNumber(row.id), userId, draft.imageIds);
  });
}

/** Deletes the member's draft on this board (none: nothing happens). */
export async function deleteDraft(db: Db, userId: number, boardId: number): Promise<void> {
  await db('post_drafts').where({ user_id: userId, board_id: boardId }).delete();
}
