/**
 * Soft-deleted posts and comments in the admin area ("삭제된 글"): the list query and the restore
 * call, checked at the API edge and used by the admin section.
 */
import { z } from 'zod';
import { pageNumberSchema } from './pagingSchemas';
import { ADMIN_MESSAGES as M } from './adminMessages';
import { adminIdSchema } from './adminSchemas';

/** Rows per page of the deleted list. */
export const DELETED_PAGE_SIZE = 20;
/** What can be restored. */
export const DELETED_TARGETS = ['post', 'comment'] as const;
export type DeletedTarget = (typeof DELETED_TARGETS)[number];
export const DELETED_TARGET_LABELS = { post: '게시글', comment: '댓글' } as const satisfies Record<DeletedTarget, string>;

/** GET /api/admin/deleted?type=post|comment&page= */
export const deletedQuerySchema = z.object(
  {
    type: z.enum(DELETED_TARGETS, { error: M.filterInvalid }).optional().default('post'),
    page: pageNumberSchema(),
  },
  { error: M.filterInvalid },
);
export type DeletedQuery = z.infer<typeof deletedQuerySchema>;

/** PUT /api/admin/deleted/restore { targetType, targetId } */
export const restoreInputSchema = z.object(
  { targetType: z.enum(DELETED_TARGETS, { error: M.restoreTargetInvalid }), targetId: adminIdSchema },
  { error: M.restoreTargetInvalid },
);
export type RestoreInput = z.infer<typeof restoreInputSchema>;

/** One deleted post or comment as the admin list shows it. */
export interface DeletedItem {
  targetType: DeletedTarget;
  id: number;
  /** The post's title (for a comment: the title of the post it was written on). */
  title: string;
  /** The start of the post's text or the comment. */
  excerpt: string;
  boardName: string | null;
  /** The post's page (where the restored post or comment shows again). */
  href: string | null;
  author: string | null;
  createdAt: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  /** Deleted by its own author rather than by an operator. */
  byAuthor: boolean;
  /** A comment whose post is deleted too: it shows again only once the post is restored. */
  postDeleted: boolean;
}
