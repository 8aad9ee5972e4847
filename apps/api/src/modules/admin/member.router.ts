import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { memberListQuerySchema, memberUpdateSchema, type MemberListQuery, type MemberUpdate } from '@nanum/shared/adminMemberSchemas';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
import type { UserRow } from '../user/user.repo';
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

  router.get('/user/get/list/all', requireAdminArea, validate(memberListQuerySchema, 'query'), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await listMembers(db, req.user as UserRow, res.locals.query as MemberListQuery) });
  });

  router.put('/admin/user', requireAdminArea, validate(memberUpdateSchema), async (req, res) => {
    const data = await editMember(db, req.user as UserRow, actorOf(req), res.locals.body as MemberUpdate);
    res.json({ status: 200, message: M.memberUpdated, data });
  });

  return router;
}
