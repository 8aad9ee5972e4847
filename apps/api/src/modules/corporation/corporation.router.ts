import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { corporationFieldsSchema, corporationOrderSchema, corporationUpdateSchema } from '@nanum/shared/adminSchemas';
import type { Db } from '../../db/knex';
import { mountOrderedPhotoRoutes } from '../admin/orderedPhotoRoutes';
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

  mountOrderedPhotoRoutes(router, {
    paths: { list: '/corporation/get/all', set: '/corporation/set', order: '/corporation/order' },
    list: { read: () => listCorporations(db) },
    create: { schema: corporationFieldsSchema, save: (actor, body, image) => createCorporation(deps, actor, body, image), message: M.corporationCreated },
    update: { schema: corporationUpdateSchema, save: (actor, body, image) => changeCorporation(deps, actor, body, image), message: M.corporationUpdated },
    remove: { run: (actor, id) => removeCorporation(deps, actor, id), message: M.corporationDeleted },
    order: { schema: corporationOrderSchema, save: (actor, { ids }) => reorderCorporations(db, actor, ids), message: M.corporationOrdered },
  });

  return router;
}
