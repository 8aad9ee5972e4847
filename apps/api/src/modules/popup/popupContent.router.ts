import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { adminIdBodySchema, popupStatusSchema, popupUpdateSchema } from '@nanum/shared/adminSchemas';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { requireAdminArea } from '../admin/adminAccess';
import { adminImageUpload } from '../admin/adminUpload';
import { actorOf } from '../admin/audit.service';
import { changePopupContent, createPopupDraft, currentPopupContent, listPopupContents, removePopupContent, togglePopupStatus } from './popupContent.service';

/**
 * Pop-up contents (SPEC section 7), for the admin area (OPERATOR or DIVISION):
 *   GET    /api/popup/get/content/all   -> { status, data: PopupContent[] } newest first
 *   GET    /api/popup/get/content       -> { status, data: PopupContent | null } (newest active, else newest)
 *   POST   /api/popup/post/content      no body -> { status, message, data } a hidden draft
 *   PUT    /api/popup/put/content       multipart id, title, description, link, image?, active "1"/"0", startDate?, endDate?
 *   DELETE /api/popup/del/content       { id }
 *   PUT    /api/popup/put/status        no payload (the current one) or { id } -> { status, message, data }
 * Visitors read the pop-up through GET /api/popup/get/display (site module).
 */
export function popupContentRouter({ db, uploadDir }: { db: Db; uploadDir: string }): Router {
  const router = Router();
  const deps = { db, uploadDir };

  router.get(
    '/popup/get/content/all',
    route({ auth: requireAdminArea }, async ({ res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await listPopupContents(db) };
    }),
  );

  router.get(
    '/popup/get/content',
    route({ auth: requireAdminArea }, async ({ res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await currentPopupContent(db) };
    }),
  );

  router.post(
    '/popup/post/content',
    route({ auth: requireAdminArea }, async ({ req }) => ({ status: 200, message: M.popupCreated, data: await createPopupDraft(db, actorOf(req)) })),
  );

  router.put(
    '/popup/put/content',
    route({ auth: requireAdminArea, use: [adminImageUpload], body: popupUpdateSchema }, async ({ body, req }) => ({
      status: 200,
      message: M.popupUpdated,
      data: await changePopupContent(deps, actorOf(req), body, req.file?.buffer),
    })),
  );

  router.delete(
    '/popup/del/content',
    route({ auth: requireAdminArea, body: adminIdBodySchema }, async ({ body, req }) => {
      await removePopupContent(deps, actorOf(req), body.id);
      return { status: 200, message: M.popupDeleted };
    }),
  );

  router.put(
    '/popup/put/status',
    route({ auth: requireAdminArea, body: popupStatusSchema }, async ({ body, req }) => {
      const data = await togglePopupStatus(db, actorOf(req), body.id);
      return { status: 200, message: data.active ? M.popupActivated : M.popupDeactivated, data };
    }),
  );

  return router;
}
