import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { adminIdBodySchema, corporationFieldsSchema, corporationOrderSchema, corporationUpdateSchema, type CorporationFields, type CorporationUpdate } from '@nanum/shared/adminSchemas';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
import { requireAdminArea } from '../admin/adminAccess';
import { adminImageUpload } from '../admin/adminUpload';
import { actorOf } from '../admin/audit.service';
import { changeCorporation, createCorporation, listCorporations, removeCorporation, reorderCorporations } from './corporation.service';

/**
 * Corporations (SPEC section 7), for the admin area (OPERATOR or DIVISION):
 *   GET    /api/corporation/get/all                                  -> { status, data: Corporation[] } in display order
 *   POST   /api/corporation/set   multipart name, description, link, sort?, image -> { status, message, data }
 *   PUT    /api/corporation/set   multipart id, name, description, link, sort?, image? -> { status, message, data }
 *   DELETE /api/corporation/set   { id }                             -> { status, message }
 *   PUT    /api/corporation/order { ids }                            -> { status, message, data } (drag ordering)
 * The public footer reads the same rows through GET /api/partner/get/all.
 */
export function corporationRouter({ db, uploadDir }: { db: Db; uploadDir: string }): Router {
  const router = Router();
  const deps = { db, uploadDir };

  router.get('/corporation/get/all', requireAdminArea, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await listCorporations(db) });
  });

  router.post('/corporation/set', requireAdminArea, adminImageUpload, validate(corporationFieldsSchema), async (req, res) => {
    const data = await createCorporation(deps, actorOf(req), res.locals.body as CorporationFields, req.file?.buffer);
    res.json({ status: 200, message: M.corporationCreated, data });
  });

  router.put('/corporation/set', requireAdminArea, adminImageUpload, validate(corporationUpdateSchema), async (req, res) => {
    const data = await changeCorporation(deps, actorOf(req), res.locals.body as CorporationUpdate, req.file?.buffer);
    res.json({ status: 200, message: M.corporationUpdated, data });
  });

  router.delete('/corporation/set', requireAdminArea, validate(adminIdBodySchema), async (req, res) => {
    await removeCorporation(deps, actorOf(req), (res.locals.body as { id: number }).id);
    res.json({ status: 200, message: M.corporationDeleted });
  });

  router.put('/corporation/order', requireAdminArea, validate(corporationOrderSchema), async (req, res) => {
    const data = await reorderCorporations(db, actorOf(req), (res.locals.body as { ids: number[] }).ids);
    res.json({ status: 200, message: M.corporationOrdered, data });
  });

  return router;
}
