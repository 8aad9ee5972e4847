import type { DeletedItem, DeletedTarget } from '@nanum/shared/deletedContent';
import { toIso } from '../../db/values';
import { textOfCleanHtml } from '../community/sanitize';
import type { DeletedRow } from './deleted.repo';

/** A deleted post or comment as the admin list shows it (names, no emails or ids of other tables). */
export const presentDeleted = (type: DeletedTarget, row: DeletedRow): DeletedItem => ({
  targetType: type,
  id: row.id,
  title: row.title,
  excerpt: type === 'post' ? textOfCleanHtml(row.text, 120) : row.text.length > 120 ? `${row.text.slice(0, 119)}…` : row.text,
  boardName: row.boardName,
  href: row.boardHref ? `/community/${row.boardHref}/${row.postId}` : null,
  author: row.authorName,
  createdAt: toIso(row.createdAt),
  deletedAt: toIso(row.deletedAt),
  deletedBy: row.deletedByName,
  byAuthor: row.deletedById !== null && row.deletedById === row.authorId,
  postDeleted: type === 'comment' && row.postDeleted,
});
