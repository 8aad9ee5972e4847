import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { memberListQuerySchema, memberUpdateSchema } from '@nanum/shared/adminMemberSchemas';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { requireAdminArea } from './adminAccess';
import { actorOf } from './audit.service';
import { editMember, listMembers } from './member.service';

/**
 * Members in the admin area (OPERATOR or DIVISION), as the authority model allows (docs/ROLES.md):
 *   GET /api/user/get/list/all?keyword=&type=&rank=&cardinal=&certify=&page=  -> { status, data: { list, total, page, pageSize } }
 *       division heads: their own division's members, emails masked; each row names the fields the viewer may change (editable)
 *   PUT /api/admin/user  { id, power?, rank?, type?, cardinal?, teamId?, divisionId?, hidden?, certify?, endOfActivity? }
 */
export function memberRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/user/get/list/all',
    route({ auth: requireAdminArea, query: memberListQuerySchema }, async ({ query, user, res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await listMembers(db, user, query) };
    }),
  );

  router.put(
    '/admin/user',
    route({ auth: requireAdminArea, body: memberUpdateSchema }, async ({ body, user, req }) => {
      const { member, changed } = await editMember(db, user, actorOf(req), body);
      return { status: 200, message: changed ? M.memberUpdated : M.memberUnchanged, data: member };
    }),
  );

  return router;
}
