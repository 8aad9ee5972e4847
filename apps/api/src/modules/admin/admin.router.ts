import { Router } from 'express';
import { auditFilterSchema, auditQuerySchema } from '@nanum/shared/adminSchemas';
import { auditCsv, auditReferences, type AuditEntryView, type AuditPageView } from '@nanum/shared/auditLog';
import { siteToday } from '@nanum/shared/timeZone';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { AUDIT_EXPORT_MAX, AUDIT_PAGE_SIZE } from '@nanum/shared/adminRules';
import { formatNumber } from '@nanum/shared/numberFormat';
import { memberScopeOf } from '@nanum/shared/authority';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { route } from '../../http/route';
import { authorityOfUser, requireAdminArea } from './adminAccess';
import { presentAudit } from './audit.presenter';
import { findAuditNames, findAuditPage } from './audit.repo';

/** What a reader sees of the log: everything, or (a division head) their division's part, emails masked. */
function readerScope(user: Express.User) {
  const scope = memberScopeOf(authorityOfUser(user));
  const division = scope.divisionId === undefined ? undefined : { id: scope.divisionId, readerId: user.id };
  return { scope: { division }, showEmails: scope.showEmails };
}

/** The teams and divisions the entries name, by id (one lookup for the page). */
const namesOf = (db: Db, entries: readonly AuditEntryView[]) => findAuditNames(db, auditReferences(entries.flatMap((entry) => [entry.before, entry.after])));

/**
 * The admin area's own reads:
 *   GET /api/admin/audit?page=&actor=&action=&target=&targetId=&from=&to=  -> { status, data: { list, names, total, page, pageSize } },
 *       names: the teams' and divisions' names the entries refer to, by id ({ team: { 7: '나눔1팀' }, division: {} });
 *       newest first; a division head sees their own changes and those made to their division's
 *       members, emails masked (docs/ROLES.md)
 *   GET /api/admin/audit/export?(the same filters)  -> text/csv (UTF-8 with BOM, Korean headers and labels);
 *       400 in Korean beyond AUDIT_EXPORT_MAX entries
 * The audit log has no write route: entries are added by the changes themselves.
 */
export function adminRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/admin/audit',
    route({ auth: requireAdminArea, query: auditQuerySchema }, async ({ query: { page, ...filter }, user, res }) => {
      const { scope, showEmails } = readerScope(user);
      res.set('Cache-Control', 'no-store');
      const { rows, total } = await findAuditPage(db, page, AUDIT_PAGE_SIZE, scope, filter);
      const list = rows.map((row) => presentAudit(row, showEmails));
      const data: AuditPageView = { list, names: await namesOf(db, list), total, page, pageSize: AUDIT_PAGE_SIZE };
      return { status: 200, data };
    }),
  );

  router.get(
    '/admin/audit/export',
    route({ auth: requireAdminArea, query: auditFilterSchema }, async ({ query, user, res }) => {
      const { scope, showEmails } = readerScope(user);
      const { rows, total } = await findAuditPage(db, 1, AUDIT_EXPORT_MAX, scope, query);
      // A download is the whole filtered log or nothing: an audit trail cut short without a word would mislead.
      if (total > AUDIT_EXPORT_MAX) throw new AppError(400, M.auditExportTooLarge(formatNumber(AUDIT_EXPORT_MAX)), 'EXPORT_TOO_LARGE');
      res.set('Cache-Control', 'no-store');
      res.attachment(`audit-${siteToday()}.csv`);
      const entries = rows.map((row) => presentAudit(row, showEmails));
      res.type('text/csv; charset=utf-8').send(auditCsv(entries, await namesOf(db, entries)));
    }),
  );

  return router;
}
