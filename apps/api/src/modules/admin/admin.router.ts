import { Router } from 'express';
import { auditQuerySchema } from '@nanum/shared/adminSchemas';
import { AUDIT_PAGE_SIZE } from '@nanum/shared/adminRules';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
import { requireAdminArea } from './adminAccess';
import { presentAudit } from './audit.presenter';
import { findAuditPage } from './audit.repo';

/**
 * The admin area's own reads:
 *   GET /api/admin/audit?page=  -> { status, data: { list, total, page, pageSize } }, newest first
 * The audit log has no write route: entries are added by the changes themselves.
 */
export function adminRouter(db: Db): Router {
  const router = Router();

  router.get('/admin/audit', requireAdminArea, validate(auditQuerySchema, 'query'), async (_req, res) => {
    const { page } = res.locals.query as { page: number };
    const { rows, total } = await findAuditPage(db, page, AUDIT_PAGE_SIZE);
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: { list: rows.map(presentAudit), total, page, pageSize: AUDIT_PAGE_SIZE } });
  });

  return router;
}
