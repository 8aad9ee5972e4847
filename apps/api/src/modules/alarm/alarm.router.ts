import { Router } from 'express';
import { ALARM_INDEX_ALL } from '@nanum/shared/alarmIndex';
import { ALARM_MESSAGES, alarmDeleteSchema, alarmViewSchema, idParamSchema, type AlarmDeleteInput, type AlarmViewInput } from '@nanum/shared/alarmSchemas';
import { z } from 'zod';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { assertSelfOrAdmin, requireCertified } from '../../http/guards';
import type { ReadCache } from '../../http/readCache';
import { validate } from '../../http/validate';
import { cachedAlarms } from '../user/user.service';
import { hideAlarms, listVisibleAlarms, markAlarmsRead } from './alarm.repo';

/**
 * Notifications (SPEC sections 4 and 7). Only the owner (or an admin) reads or changes a user's
 * alarms, and only once verified. Every change answers the new list, which replaces the stored one.
 *
 *   GET    /api/alarm/get/{userId}                          -> { status, data: AlarmItem[] }
 *   PUT    /api/alarm/view    { id, index }                 -> { status, message, data }
 *   DELETE /api/alarm/delete  { id, index, mode? "READ" }   -> { status, message, data }
 */
export function alarmRouter(db: Db, readCache: ReadCache): Router {
  const router = Router();

  router.get('/alarm/get/:userId', requireCertified, validate(z.object({ userId: idParamSchema }), 'params'), async (req, res) => {
    const { userId } = res.locals.params as { userId: number };
    assertSelfOrAdmin(req.user, userId);
    res.json({ status: 200, data: await cachedAlarms(db, readCache, userId) });
  });

  router.put('/alarm/view', requireCertified, validate(alarmViewSchema), async (req, res) => {
    const { id, index } = res.locals.body as AlarmViewInput;
    assertSelfOrAdmin(req.user, id);
    if ((await markAlarmsRead(db, id, index)) === 0) throw new AppError(404, ALARM_MESSAGES.notFound, 'ALARM_NOT_FOUND');
    const message = index === ALARM_INDEX_ALL ? ALARM_MESSAGES.readAll : ALARM_MESSAGES.readOne;
    res.json({ status: 200, message, data: await listVisibleAlarms(db, id) });
  });

  router.delete('/alarm/delete', requireCertified, validate(alarmDeleteSchema), async (req, res) => {
    const { id, index, mode } = res.locals.body as AlarmDeleteInput;
    assertSelfOrAdmin(req.user, id);
    const all = index === ALARM_INDEX_ALL;
    const onlyRead = all && mode === 'READ';
    if ((await hideAlarms(db, id, index, onlyRead)) === 0) throw new AppError(404, ALARM_MESSAGES.notFound, 'ALARM_NOT_FOUND');
    const message = !all ? ALARM_MESSAGES.deletedOne : onlyRead ? ALARM_MESSAGES.deletedRead : ALARM_MESSAGES.deletedAll;
    res.json({ status: 200, message, data: await listVisibleAlarms(db, id) });
  });

  return router;
}
