import { Router } from 'express';
import { ALARM_INDEX_ALL } from '@nanum/shared/alarmIndex';
import { ALARM_MESSAGES, alarmDeleteSchema, alarmViewSchema } from '@nanum/shared/alarmSchemas';
import { idParamSchema } from '@nanum/shared/rowId';
import { z } from 'zod';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { assertSelfOrAdmin } from '../../http/guards';
import type { ReadCache } from '../../http/readCache';
import { route } from '../../http/route';
import { cachedAlarms } from '../user/user.service';
import { hideAlarms, markAlarmsRead, readAlarmList, type AlarmList } from './alarm.repo';

/** An answer's list and badge count. */
const answerOf = ({ list, unread }: AlarmList) => ({ data: list, unread });

/**
 * Notifications (SPEC sections 4 and 7). Only the owner (or an admin) reads or changes a user's
 * alarms, and only once verified. Every change answers the new list, which replaces the stored one.
 *
 *   GET    /api/alarm/get/{userId}                          -> { status, data: AlarmItem[], unread }
 *   PUT    /api/alarm/view    { id, index }                 -> { status, message, data, unread }
 *   DELETE /api/alarm/delete  { id, index, mode? "READ" }   -> { status, message, data, unread }
 *
 * `data` is the newest ALARM_LIST_LIMIT visible alarms; `unread` counts every unread one (the badge).
 */
export function alarmRouter({ db, readCache }: { db: Db; readCache: ReadCache }): Router {
  const router = Router();

  router.get(
    '/alarm/get/:userId',
    route({ auth: 'certified', params: z.object({ userId: idParamSchema }) }, async ({ params: { userId }, user }) => {
      assertSelfOrAdmin(user, userId);
      return { status: 200, ...answerOf(await cachedAlarms(db, readCache, userId)) };
    }),
  );

  router.put(
    '/alarm/view',
    route({ auth: 'certified', body: alarmViewSchema }, async ({ body: { id, index }, user }) => {
      assertSelfOrAdmin(user, id);
      if ((await markAlarmsRead(db, id, index)) === 0) throw new AppError(404, ALARM_MESSAGES.notFound, 'ALARM_NOT_FOUND');
      const message = index === ALARM_INDEX_ALL ? ALARM_MESSAGES.readAll : ALARM_MESSAGES.readOne;
      return { status: 200, message, ...answerOf(await readAlarmList(db, id)) };
    }),
  );

  router.delete(
    '/alarm/delete',
    route({ auth: 'certified', body: alarmDeleteSchema }, async ({ body: { id, index, mode }, user }) => {
      assertSelfOrAdmin(user, id);
      const all = index === ALARM_INDEX_ALL;
      const onlyRead = all && mode === 'READ';
      if ((await hideAlarms(db, id, index, onlyRead)) === 0) throw new AppError(404, ALARM_MESSAGES.notFound, 'ALARM_NOT_FOUND');
      const message = !all ? ALARM_MESSAGES.deletedOne : onlyRead ? ALARM_MESSAGES.deletedRead : ALARM_MESSAGES.deletedAll;
      return { status: 200, message, ...answerOf(await readAlarmList(db, id)) };
    }),
  );

  return router;
}
