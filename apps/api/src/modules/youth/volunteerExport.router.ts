import { Router, type Response } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { cohortExportQuerySchema, exportFormatQuerySchema } from '@nanum/shared/volunteerExport';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { AppError } from '../../http/AppError';
import { requirePermission } from '../../http/guards';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { actorOf } from '../admin/audit.service';
import { findUserById } from '../user/user.repo';
import { requireCampaign, type YouthDeps } from './campaign.service';
import { writeExport, type ExportFile } from './volunteerExport.service';

/** Exports one operator may write in 10 minutes (each reads many members' personal data). */
export const EXPORT_LIMIT = { windowMs: 10 * 60 * 1000, limit: 30 } as const;

const send = (res: Response, file: ExportFile) => {
  res.set('Cache-Control', 'no-store');
  res.attachment(file.fileName);
  res.type(file.contentType).send(file.body);
};

/**
 * Operators' exports of served time (attended and approved), as .xlsx or CSV with the columns of a
 * 1365 bulk result registration (docs/VOLUNTEER-EXPORT.md). Operators and admins only; each export
 * is in the audit log; 30 per operator per 10 minutes.
 *
 *   GET /api/youth/exports/campaigns/{id}?format=xlsx|csv
 *   GET /api/youth/exports/members/{userId}?format=xlsx|csv
 *   GET /api/youth/exports/cohort?cardinal=&teamId=&divisionId=&format=xlsx|csv   (at least one of the three)
 */
export function volunteerExportRouter(deps: YouthDeps & { limiter: RateLimiterFactory }): Router {
  const { db } = deps;
  const router = Router();
  const auth = requirePermission('OPERATOR');
  const perOperator = deps.limiter({ name: 'youth-export', ...EXPORT_LIMIT, key: (req) => `member:${req.user?.id ?? '-'}` });

  router.get(
    '/youth/exports/campaigns/:id',
    route({ auth, use: [perOperator], params: z.object({ id: idParamSchema }), query: exportFormatQuerySchema }, async ({ params, query, req, res }) => {
      const campaign = await requireCampaign(db, params.id);
      const target = { type: 'campaign' as const, id: campaign.id, label: `campaign-${campaign.id}` };
      send(res, await writeExport(db, actorOf(req), target, { campaignId: campaign.id }, query.format, deps.dailyCapMinutes));
    }),
  );

  router.get(
    '/youth/exports/members/:userId',
    route({ auth, use: [perOperator], params: z.object({ userId: idParamSchema }), query: exportFormatQuerySchema }, async ({ params, query, req, res }) => {
      const member = await findUserById(db, params.userId);
      if (!member) throw new AppError(404, M.memberNotFound, 'USER_NOT_FOUND');
      const target = { type: 'member' as const, id: member.id, label: `member-${member.id}` };
      send(res, await writeExport(db, actorOf(req), target, { userId: member.id }, query.format, deps.dailyCapMinutes));
    }),
  );

  router.get(
    '/youth/exports/cohort',
    route({ auth, use: [perOperator], query: cohortExportQuerySchema }, async ({ query, req, res }) => {
      const filters = { cardinal: query.cardinal, teamId: query.teamId, divisionId: query.divisionId };
      const label = ['cohort', query.cardinal && `c${query.cardinal}`, query.teamId && `t${query.teamId}`, query.divisionId && `d${query.divisionId}`].filter(Boolean).join('-');
      send(res, await writeExport(db, actorOf(req), { type: 'cohort', id: null, label, filters }, filters, query.format, deps.dailyCapMinutes));
    }),
  );

  return router;
}
