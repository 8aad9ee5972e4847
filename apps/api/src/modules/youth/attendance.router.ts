import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { CHECK_IN_FAILURE_LIMIT } from '@nanum/shared/attendance';
import { ATTENDANCE_MESSAGES as A } from '@nanum/shared/attendanceMessages';
import { attendanceCorrectionSchema, checkInSchema, memberScanSchema } from '@nanum/shared/attendanceSchemas';
import { requirePermission } from '../../http/guards';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { actorOf } from '../admin/audit.service';
import { listMyAttendance } from './attendance.repo';
import { campaignCode, checkInWithCode, correctAttendance, loadOperatorAttendance, memberCode, scanMemberCode, type AttendanceDeps } from './attendance.service';

const idParams = z.object({ id: idParamSchema });

/** The answer message of a scan's outcome. */
const scanMessage = (result: Awaited<ReturnType<typeof checkInWithCode>>): string =>
  result.outcome === 'checkIn' ? A.checkedIn : result.outcome === 'checkOut' ? A.checkedOut(result.attendance.minutesServed ?? 0) : A.justCheckedIn;

/**
 * QR attendance (issue 27; packages/shared/src/attendance.ts):
 *
 *   GET  /api/youth/campaigns/{id}/attendance         the operator's screen: campaign, current code, roster (its managers)
 *   GET  /api/youth/campaigns/{id}/attendance/code    the campaign's current code (its managers; the screen rotates it)
 *   POST /api/youth/campaigns/{id}/attendance/scan    { token } a member's own code read by the operator's camera (its managers, never on themselves)
 *   PUT  /api/youth/attendance/{participationId}      { checkInAt, checkOutAt, minutes, reason } a manager's correction, audited
 *   GET  /api/youth/attendance                        the member's own participations with their attendance
 *   GET  /api/youth/attendance/{participationId}/code the member's own code of one participation
 *   POST /api/youth/attendance/check                  { token } | { campaignId, code } check in, then out (failures rate-limited per member)
 */
export function attendanceRouter(deps: AttendanceDeps & { limiter: RateLimiterFactory }): Router {
  const router = Router();
  const failedChecks = deps.limiter({
    name: 'attendance-check',
    windowMs: CHECK_IN_FAILURE_LIMIT.minutes * 60_000,
    limit: CHECK_IN_FAILURE_LIMIT.limit,
    key: (req) => `member:${req.user?.id ?? '-'}`,
    onlyFailures: true,
  });

  router.get(
    '/youth/campaigns/:id/attendance',
    route({ auth: requirePermission('DIVISION'), params: idParams }, async ({ params, user }) => ({ status: 200, data: await loadOperatorAttendance(deps, user, params.id) })),
  );

  router.get(
    '/youth/campaigns/:id/attendance/code',
    route({ auth: requirePermission('DIVISION'), params: idParams }, async ({ params, user }) => ({ status: 200, data: await campaignCode(deps, user, params.id) })),
  );

  router.post(
    '/youth/campaigns/:id/attendance/scan',
    route({ auth: requirePermission('DIVISION'), params: idParams, body: memberScanSchema }, async ({ params, body, user }) => {
      const result = await scanMemberCode(deps, user, params.id, body.token);
      return { status: 200, message: `${result.userName}: ${scanMessage(result)}`, data: result };
    }),
  );

  router.put(
    '/youth/attendance/:id',
    route({ auth: requirePermission('DIVISION'), params: idParams, body: attendanceCorrectionSchema }, async ({ params, body, user, req }) => ({
      status: 200,
      message: A.corrected,
      data: await correctAttendance(deps, user, actorOf(req), params.id, body),
    })),
  );

  router.get('/youth/attendance', route({ auth: 'certified' }, async ({ user }) => ({ status: 200, data: await listMyAttendance(deps.db, user.id) })));

  router.get(
    '/youth/attendance/:id/code',
    route({ auth: 'certified', params: idParams }, async ({ params, user }) => ({ status: 200, data: await memberCode(deps, user, params.id) })),
  );

  router.post(
    '/youth/attendance/check',
    route({ auth: 'certified', use: [failedChecks], body: checkInSchema }, async ({ body, user }) => {
      const result = await checkInWithCode(deps, user, body);
      return { status: 200, message: scanMessage(result), data: result };
    }),
  );

  return router;
}
