import { Router } from 'express';
import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import { directoryQuerySchema, endorserCreateSchema, endorserOrderSchema, endorserUpdateSchema, orgMemberCreateSchema, orgMemberOrderSchema, orgMemberUpdateSchema } from '@nanum/shared/directorySchemas';
import { mountOrderedPhotoRoutes } from '../admin/orderedPhotoRoutes';
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

  mountOrderedPhotoRoutes(router, {
    paths: { list: '/admin/directory', set: '/admin/directory', order: '/admin/directory/order' },
    list: { query: directoryQuerySchema, read: ({ category }) => listOrgMembers(db, category) },
    create: { schema: orgMemberCreateSchema, save: (actor, body, image) => createOrgMember(deps, actor, body, image), message: M.orgMemberCreated },
    update: { schema: orgMemberUpdateSchema, save: (actor, body, image) => changeOrgMember(deps, actor, body, image), message: M.orgMemberUpdated },
    remove: { run: (actor, id) => removeOrgMember(deps, actor, id), message: M.orgMemberDeleted },
    order: { schema: orgMemberOrderSchema, save: (actor, { category, ids }) => reorderOrgMembers(db, actor, category, ids), message: M.contentOrdered },
  });

  mountOrderedPhotoRoutes(router, {
    paths: { list: '/admin/endorsers', set: '/admin/endorsers', order: '/admin/endorsers/order' },
    list: { read: () => listEndorsers(db) },
    create: { schema: endorserCreateSchema, save: (actor, body, image) => createEndorser(deps, actor, body, image), message: M.endorserCreated },
    update: { schema: endorserUpdateSchema, save: (actor, body, image) => changeEndorser(deps, actor, body, image), message: M.endorserUpdated },
    remove: { run: (actor, id) => removeEndorser(deps, actor, id), message: M.endorserDeleted },
    order: { schema: endorserOrderSchema, save: (actor, { ids }) => reorderEndorsers(db, actor, ids), message: M.contentOrdered },
  });

  return router;
}
