import { Router } from 'express';
import { deletedQuerySchema, restoreInputSchema } from '@nanum/shared/deletedContent';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
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

  router.get(
    '/admin/deleted',
    route({ auth: requirePermission('OPERATOR'), query: deletedQuerySchema }, async ({ query, res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await deletedList(db, query) };
    }),
  );

  router.put(
    '/admin/deleted/restore',
    route({ auth: requirePermission('OPERATOR'), body: restoreInputSchema }, async ({ body, req }) => ({ status: 200, message: await restore(db, actorOf(req), body) })),
  );

  return router;
}
