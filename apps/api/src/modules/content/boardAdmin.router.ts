import { Router } from 'express';
import { adminIdBodySchema } from '@nanum/shared/adminSchemas';
import { boardUpdateSchema, kindCreateSchema, kindOrderSchema, kindUpdateSchema } from '@nanum/shared/boardAdminSchemas';
import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { requireAdminArea, requireAdminOnly } from '../admin/adminAccess';
import { actorOf } from '../admin/audit.service';
import { addKind, boardsForAdmin, changeKind, removeKind, reorderKinds, saveBoard } from './boardAdmin.service';

const adminOnly = requireAdminOnly(M.boardAdminOnly);

/**
 * Boards and their kinds (말머리) in the admin area. Reading and editing kinds: OPERATOR or
 * DIVISION. A board's settings and permissions, and deleting a kind: admin only.
 *   GET    /api/admin/boards                         -> { status, data: boards with kinds and post counts }
 *   PUT    /api/admin/boards        { id, name, description, layout, perm, certifiedOnly }
 *   POST   /api/admin/boards/kinds  { boardId, name, color }
 *   PUT    /api/admin/boards/kinds  { id, name, color }
 *   DELETE /api/admin/boards/kinds  { id }           (refused while posts use the kind)
 *   PUT    /api/admin/boards/kinds/order { boardId, ids }
 * The public board pages read the same rows on every request (GET /api/community/boards).
 */
export function boardAdminRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/admin/boards',
    route({ auth: requireAdminArea }, async ({ res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await boardsForAdmin(db) };
    }),
  );

  router.put(
    '/admin/boards',
    route({ auth: adminOnly, body: boardUpdateSchema }, async ({ body, req }) => ({ status: 200, message: M.boardUpdated, data: await saveBoard(db, actorOf(req), body) })),
  );

  router.post(
    '/admin/boards/kinds',
    route({ auth: requireAdminArea, body: kindCreateSchema }, async ({ body, req }) => ({ status: 200, message: M.kindCreated, data: await addKind(db, actorOf(req), body) })),
  );

  router.put(
    '/admin/boards/kinds',
    route({ auth: requireAdminArea, body: kindUpdateSchema }, async ({ body, req }) => ({ status: 200, message: M.kindUpdated, data: await changeKind(db, actorOf(req), body) })),
  );

  router.delete(
    '/admin/boards/kinds',
    route({ auth: adminOnly, body: adminIdBodySchema }, async ({ body, req }) => {
      await removeKind(db, actorOf(req), body.id);
      return { status: 200, message: M.kindDeleted };
    }),
  );

  router.put(
    '/admin/boards/kinds/order',
    route({ auth: requireAdminArea, body: kindOrderSchema }, async ({ body: { boardId, ids }, req }) => ({
      status: 200,
      message: M.kindOrdered,
      data: await reorderKinds(db, actorOf(req), boardId, ids),
    })),
  );

  return router;
}
