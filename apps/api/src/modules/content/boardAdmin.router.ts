import { Router } from 'express';
import { adminIdBodySchema } from '@nanum/shared/adminSchemas';
import { boardUpdateSchema, kindCreateSchema, kindOrderSchema, kindUpdateSchema, type BoardUpdate, type KindCreate, type KindOrder, type KindUpdate } from '@nanum/shared/boardAdminSchemas';
import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
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

  router.get('/admin/boards', requireAdminArea, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await boardsForAdmin(db) });
  });

  router.put('/admin/boards', adminOnly, validate(boardUpdateSchema), async (req, res) => {
    const data = await saveBoard(db, actorOf(req), res.locals.body as BoardUpdate);
    res.json({ status: 200, message: M.boardUpdated, data });
  });

  router.post('/admin/boards/kinds', requireAdminArea, validate(kindCreateSchema), async (req, res) => {
    const data = await addKind(db, actorOf(req), res.locals.body as KindCreate);
    res.json({ status: 200, message: M.kindCreated, data });
  });

  router.put('/admin/boards/kinds', requireAdminArea, validate(kindUpdateSchema), async (req, res) => {
    const data = await changeKind(db, actorOf(req), res.locals.body as KindUpdate);
    res.json({ status: 200, message: M.kindUpdated, data });
  });

  router.delete('/admin/boards/kinds', adminOnly, validate(adminIdBodySchema), async (req, res) => {
    await removeKind(db, actorOf(req), (res.locals.body as { id: number }).id);
    res.json({ status: 200, message: M.kindDeleted });
  });

  router.put('/admin/boards/kinds/order', requireAdminArea, validate(kindOrderSchema), async (req, res) => {
    const { boardId, ids } = res.locals.body as KindOrder;
    const data = await reorderKinds(db, actorOf(req), boardId, ids);
    res.json({ status: 200, message: M.kindOrdered, data });
  });

  return router;
}
