import { Router } from 'express';
import { deletedQuerySchema, restoreInputSchema, type DeletedQuery, type RestoreInput } from '@nanum/shared/deletedContent';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
import { requirePermission } from '../../http/guards';
import { actorOf } from './audit.service';
import { deletedList, restore } from './deleted.service';

/**
 * Deleted posts and comments, kept by the soft delete: operators and admins only (their titles and
 * text are not for division heads; docs/ROLES.md). What its author deleted is listed, never restored.
 *   GET /api/admin/deleted?type=post|comment&page=           -> { status, data: { list, total, page, pageSize } }
 *   PUT /api/admin/deleted/restore { targetType, targetId }  -> { status, message } (audited)
 */
export function deletedRouter(db: Db): Router {
  const router = Router();

  router.get('/admin/deleted', requirePermission('OPERATOR'), validate(deletedQuerySchema, 'query'), async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await deletedList(db, res.locals.query as DeletedQuery) });
  });

  router.put('/admin/deleted/restore', requirePermission('OPERATOR'), validate(restoreInputSchema), async (req, res) => {
    const message = await restore(db, actorOf(req), res.locals.body as RestoreInput);
    res.json({ status: 200, message });
  });

  return router;
}
