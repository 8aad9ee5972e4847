/**
 * Notification calls of SPEC section 7. `id` is the owner's user id; `index` names one alarm or
 * "ALL". The client sends the alarm's own id as `index` (not its position in the list), so an
 * alarm that arrives between listing and clicking never makes an action hit the wrong one.
 */
import { z } from 'zod';
import { ALARM_DELETE_MODE_READ, ALARM_INDEX_ALL } from './alarmIndex';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { rowIdSchema } from './rowId';

const positiveId = rowIdSchema(UNKNOWN_ERROR_MESSAGE);
const alarmIndex = z.union([z.literal(ALARM_INDEX_ALL), positiveId], { error: UNKNOWN_ERROR_MESSAGE });

/** PUT /api/alarm/view: { id, index } (index an alarm id or "ALL"). */
export const alarmViewSchema = z.object({ id: positiveId, index: alarmIndex }, { error: UNKNOWN_ERROR_MESSAGE });
export type AlarmViewInput = z.infer<typeof alarmViewSchema>;

/** DELETE /api/alarm/delete: { id, index, mode } (mode "READ" or none; with index "ALL" only). */
export const alarmDeleteSchema = z.object(
  {
    id: positiveId,
    index: alarmIndex,
    mode: z.union([z.literal(ALARM_DELETE_MODE_READ), z.literal(''), z.null()], { error: UNKNOWN_ERROR_MESSAGE }).optional(),
  },
  { error: UNKNOWN_ERROR_MESSAGE },
);
export type AlarmDeleteInput = z.infer<typeof alarmDeleteSchema>;

/** Korean answers of the notification calls (ours; SPEC shows the answers as "not shown"). */
export const ALARM_MESSAGES = {
  readOne: '알람을 읽음 처리했습니다.',
  readAll: '모든 알람을 읽음 처리했습니다.',
  deletedOne: '알람을 삭제했습니다.',
  deletedRead: '읽은 알람을 삭제했습니다.',
  deletedAll: '모든 알람을 삭제했습니다.',
  notFound: '알람을 찾을 수 없습니다.',
} as const;
