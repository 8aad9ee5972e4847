import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { broadcastAudienceQuerySchema, broadcastSchema, reportDecisionSchema, reportQueueQuerySchema } from '@nanum/shared/adminMemberSchemas';
import { memberScopeOf } from '@nanum/shared/authority';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { requirePermission } from '../../http/guards';
import { authorityOfUser, requireAdminArea } from './adminAccess';
import { actorOf } from './audit.service';
import { broadcast, countRecipients } from './broadcast.service';
import { decideReport, reportQueue } from './report.service';

/**
 * Reports and broadcasts in the admin area (docs/ROLES.md):
 *   GET /api/admin/reports?handled=0|1                          -> { status, data: ReportGroup[] } (OPERATOR)
 *   PUT /api/admin/report { targetType, targetId, decision }    -> { status, message } (hide | restore | keep; OPERATOR)
 *   GET  /api/admin/alarm/recipients?target=&value=               -> { status, data: { count } } (who a broadcast would reach)
 *   POST /api/admin/alarm { title, subTitle, description, href, target, value } -> { status, message, data: { count } }
 *       target: all | type | cardinal | division | team | rank
 *       (OPERATOR or DIVISION; a division head's broadcast reaches only their own division's members)
 * Reports moderate every member's posts site-wide, so they are the operators' (division heads act on their division only).
 */
export function moderationRouter(deps: { db: Db; realtime: RealtimeEmitter }): Router {
  const router = Router();

  router.get(
    '/admin/reports',
    route({ auth: requirePermission('OPERATOR'), query: reportQueueQuerySchema }, async ({ query, res, user }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await reportQueue(deps.db, query.handled, user.id) };
    }),
  );

  router.put(
    '/admin/report',
    route({ auth: requirePermission('OPERATOR'), body: reportDecisionSchema }, async ({ body, req }) => {
      await decideReport(deps, actorOf(req), body);
      return { status: 200, message: M.reportHandled };
    }),
  );

  router.get(
    '/admin/alarm/recipients',
    route({ auth: requireAdminArea, query: broadcastAudienceQuerySchema }, async ({ query, user, res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: { count: await countRecipients(deps.db, query, memberScopeOf(authorityOfUser(user))) } };
    }),
  );

  router.post(
    '/admin/alarm',
    route({ auth: requireAdminArea, body: broadcastSchema }, async ({ body, user, req }) => {
      const count = await broadcast(deps, actorOf(req), body, memberScopeOf(authorityOfUser(user)));
      return { status: 200, message: M.broadcastSent(count), data: { count } };
    }),
  );

  return router;
}
