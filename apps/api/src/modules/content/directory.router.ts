import { Router } from 'express';
import { adminIdBodySchema } from '@nanum/shared/adminSchemas';
import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import {
  directoryQuerySchema,
  endorserCreateSchema,
  endorserOrderSchema,
  endorserUpdateSchema,
  orgMemberCreateSchema,
  orgMemberOrderSchema,
  orgMemberUpdateSchema,
  type EndorserCreate,
  type EndorserUpdate,
  type OrgMemberCreate,
  type OrgMemberOrder,
  type OrgMemberUpdate,
} from '@nanum/shared/directorySchemas';
import type { MemberCategory } from '@nanum/shared/memberCategories';
import { validate } from '../../http/validate';
import { requireAdminArea } from '../admin/adminAccess';
import { adminImageUpload } from '../admin/adminUpload';
import { actorOf } from '../admin/audit.service';
import { changeOrgMember, createOrgMember, listOrgMembers, removeOrgMember, reorderOrgMembers, type ContentDeps } from './directory.service';
import { changeEndorser, createEndorser, listEndorsers, removeEndorser, reorderEndorsers } from './endorser.service';

/**
 * The /member directory and the endorsers in the admin area (OPERATOR or DIVISION). Photos are
 * judged by content and re-encoded (adminImages), served under /api/files/people|endorser/.
 *   GET    /api/admin/directory?category=          -> { status, data: people of the category in order }
 *   POST   /api/admin/directory   multipart category, name, position, description, image?
 *   PUT    /api/admin/directory   multipart id, name, position, description, image?, removeImage?
 *   DELETE /api/admin/directory   { id }
 *   PUT    /api/admin/directory/order { category, ids }
 *   GET    /api/admin/endorsers                    -> { status, data: endorsers in order }
 *   POST   /api/admin/endorsers   multipart name, description, href (a YouTube address), image
 *   PUT    /api/admin/endorsers   multipart id, name, description, href, image?
 *   DELETE /api/admin/endorsers   { id }
 *   PUT    /api/admin/endorsers/order { ids }
 * The public reads (GET /api/site/members, /api/site/endorsers) read the same rows on every request.
 */
export function directoryRouter(deps: ContentDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get('/admin/directory', requireAdminArea, validate(directoryQuerySchema, 'query'), async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await listOrgMembers(db, (res.locals.query as { category: MemberCategory }).category) });
  });

  router.post('/admin/directory', requireAdminArea, adminImageUpload, validate(orgMemberCreateSchema), async (req, res) => {
    const data = await createOrgMember(deps, actorOf(req), res.locals.body as OrgMemberCreate, req.file?.buffer);
    res.json({ status: 200, message: M.orgMemberCreated, data });
  });

  router.put('/admin/directory', requireAdminArea, adminImageUpload, validate(orgMemberUpdateSchema), async (req, res) => {
    const data = await changeOrgMember(deps, actorOf(req), res.locals.body as OrgMemberUpdate, req.file?.buffer);
    res.json({ status: 200, message: M.orgMemberUpdated, data });
  });

  router.delete('/admin/directory', requireAdminArea, validate(adminIdBodySchema), async (req, res) => {
    await removeOrgMember(deps, actorOf(req), (res.locals.body as { id: number }).id);
    res.json({ status: 200, message: M.orgMemberDeleted });
  });

  router.put('/admin/directory/order', requireAdminArea, validate(orgMemberOrderSchema), async (req, res) => {
    const { category, ids } = res.locals.body as OrgMemberOrder;
    const data = await reorderOrgMembers(db, actorOf(req), category, ids);
    res.json({ status: 200, message: M.contentOrdered, data });
  });

  router.get('/admin/endorsers', requireAdminArea, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await listEndorsers(db) });
  });

  router.post('/admin/endorsers', requireAdminArea, adminImageUpload, validate(endorserCreateSchema), async (req, res) => {
    const data = await createEndorser(deps, actorOf(req), res.locals.body as EndorserCreate, req.file?.buffer);
    res.json({ status: 200, message: M.endorserCreated, data });
  });

  router.put('/admin/endorsers', requireAdminArea, adminImageUpload, validate(endorserUpdateSchema), async (req, res) => {
    const data = await changeEndorser(deps, actorOf(req), res.locals.body as EndorserUpdate, req.file?.buffer);
    res.json({ status: 200, message: M.endorserUpdated, data });
  });

  router.delete('/admin/endorsers', requireAdminArea, validate(adminIdBodySchema), async (req, res) => {
    await removeEndorser(deps, actorOf(req), (res.locals.body as { id: number }).id);
    res.json({ status: 200, message: M.endorserDeleted });
  });

  router.put('/admin/endorsers/order', requireAdminArea, validate(endorserOrderSchema), async (req, res) => {
    const data = await reorderEndorsers(db, actorOf(req), (res.locals.body as { ids: number[] }).ids);
    res.json({ status: 200, message: M.contentOrdered, data });
  });

  return router;
}
