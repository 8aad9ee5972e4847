import { Router } from 'express';
import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import { broadcastSchema, reportDecisionSchema, reportQueueQuerySchema, type Broadcast, type ReportDecisionInput } from '@nanum/shared/adminMemberSchemas';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { requireAdminArea } from './adminAccess';
import { actorOf } from './audit.service';
import { broadcast } from './broadcast.service';
import { decideReport, reportQueue } from './report.service';

/**
 * Reports and broadcasts in the admin area (OPERATOR or DIVISION):
 *   GET /api/admin/reports?handled=0|1                          -> { status, data: ReportGroup[] }
 *   PUT /api/admin/report { targetType, targetId, decision }    -> { status, message } (hide | restore | keep)
 *   POST /api/admin/alarm { title, subTitle, description, href, target, value } -> { status, message, data: { count } }
 */
export function moderationRouter(deps: { db: Db; realtime: RealtimeEmitter }): Router {
  const router = Router();

  router.get('/admin/reports', requireAdminArea, validate(reportQueueQuerySchema, 'query'), async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 200, data: await reportQueue(deps.db, (res.locals.query as { handled: number }).handled) });
  });

  router.put('/admin/report', requireAdminArea, validate(reportDecisionSchema), async (req, res) => {
    await decideReport(deps, actorOf(req), res.locals.body as ReportDecisionInput);
    res.json({ status: 200, message: M.reportHandled });
  });

  router.post('/admin/alarm', requireAdminArea, validate(broadcastSchema), async (req, res) => {
    const count = await broadcast(deps, actorOf(req), res.locals.body as Broadcast);
    res.json({ status: 200, message: M.broadcastSent(count), data: { count } });
  });

  return router;
}
