import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { adminIdBodySchema, popupStatusSchema, popupUpdateSchema, type PopupUpdate } from '@nanum/shared/adminSchemas';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
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

  router.get('/popup/get/content/all', requireAdminArea, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await listPopupContents(db) });
  });

  router.get('/popup/get/content', requireAdminArea, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await currentPopupContent(db) });
  });

  router.post('/popup/post/content', requireAdminArea, async (req, res) => {
    res.json({ status: 200, message: M.popupCreated, data: await createPopupDraft(db, actorOf(req)) });
  });

  router.put('/popup/put/content', requireAdminArea, adminImageUpload, validate(popupUpdateSchema), async (req, res) => {
    const data = await changePopupContent(deps, actorOf(req), res.locals.body as PopupUpdate, req.file?.buffer);
    res.json({ status: 200, message: M.popupUpdated, data });
  });

  router.delete('/popup/del/content', requireAdminArea, validate(adminIdBodySchema), async (req, res) => {
    await removePopupContent(deps, actorOf(req), (res.locals.body as { id: number }).id);
    res.json({ status: 200, message: M.popupDeleted });
  });

  router.put('/popup/put/status', requireAdminArea, validate(popupStatusSchema), async (req, res) => {
    const data = await togglePopupStatus(db, actorOf(req), (res.locals.body as { id?: number }).id);
    res.json({ status: 200, message: data.active ? M.popupActivated : M.popupDeactivated, data });
  });

  return router;
}
