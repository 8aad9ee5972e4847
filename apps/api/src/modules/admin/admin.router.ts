import { Router } from 'express';
import { auditQuerySchema } from '@nanum/shared/adminSchemas';
import { AUDIT_PAGE_SIZE } from '@nanum/shared/adminRules';
import { memberScopeOf } from '@nanum/shared/authority';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { authorityOfUser, requireAdminArea } from './adminAccess';
import { presentAudit } from './audit.presenter';
import { findAuditPage } from './audit.repo';

/**
 * The admin area's own reads:
 *   GET /api/admin/audit?page=  -> { status, data: { list, total, page, pageSize } }, newest first; a division head
 *       sees their own changes and those made to their division's members, emails masked (docs/ROLES.md)
 * The audit log has no write route: entries are added by the changes themselves.
 */
export function adminRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/admin/audit',
    route({ auth: requireAdminArea, query: auditQuerySchema }, async ({ query: { page }, user, res }) => {
      const scope = memberScopeOf(authorityOfUser(user));
      res.set('Cache-Control', 'no-store');
      const division = scope.divisionId === undefined ? undefined : { id: scope.divisionId, readerId: user.id };
      const { rows, total } = await findAuditPage(db, page, AUDIT_PAGE_SIZE, { division });
      return { status: 200, data: { list: rows.map((row) => presentAudit(row, scope.showEmails)), total, page, pageSize: AUDIT_PAGE_SIZE } };
    }),
  );

  return router;
}
