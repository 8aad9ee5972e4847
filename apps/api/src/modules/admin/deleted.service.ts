import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import type { Paged } from '@nanum/shared/adminViews';
import { canRestoreDeleted } from '@nanum/shared/authority';
import { DELETED_PAGE_SIZE, type DeletedItem, type DeletedQuery, type RestoreInput } from '@nanum/shared/deletedContent';
import type { Db } from '../../db/knex';
import { toIso } from '../../db/values';
import { AppError } from '../../http/AppError';
import { recordChange, type Actor } from './audit.service';
import { presentDeleted } from './deleted.presenter';
import { findDeleted, findDeletedPage, restoreDeleted } from './deleted.repo';

/** One page of deleted posts or comments, latest deletion first. */
export async function deletedList(db: Db, { type, page }: DeletedQuery): Promise<Paged<DeletedItem>> {
  const { rows, total } = await findDeletedPage(db, type, page, DELETED_PAGE_SIZE);
  return { list: rows.map((row) => presentDeleted(type, row)), total, page, pageSize: DELETED_PAGE_SIZE };
}

/**
 * Restores a post or comment a moderator deleted (never one its author withdrew) where it was, with an audit entry naming who deleted it and
 * when (one transaction: both land or neither). Answers the Korean message for the operator.
 */
export async function restore(db: Db, actor: Actor, { targetType, targetId }: RestoreInput): Promise<string> {
  await db.transaction(async (trx) => {
    const row = await findDeleted(trx, targetType, targetId);
    if (!row) throw new AppError(404, M.restoreNotFound, 'NOT_FOUND');
    if (!canRestoreDeleted(presentDeleted(targetType, row))) throw new AppError(409, M.restoreByAuthor, 'DELETED_BY_AUTHOR');
    if (!(await restoreDeleted(trx, targetType, row))) throw new AppError(404, M.restoreNotFound, 'NOT_FOUND');
    await recordChange(trx, actor, {
      action: `${targetType}.restore`,
      targetType,
      targetId,
      before: { deletedAt: toIso(row.deletedAt), deletedBy: row.deletedByName },
      after: { deletedAt: null },
    });
  });
  return targetType === 'post' ? M.postRestored : M.commentRestored;
}
