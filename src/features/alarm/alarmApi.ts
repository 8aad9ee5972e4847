import type { AlarmItem } from '@nanum/shared/entities';
import { unreadCount } from '@nanum/shared/alarmPush';
import { ALARM_DELETE_MODE_READ, type ALARM_INDEX_ALL } from '@nanum/shared/alarmIndex';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { get, requestWithStatus } from '@/lib/request';

/**
 * The notification calls of SPEC section 7. `index` names an alarm by its id (or "ALL"), so an
 * alarm that arrives meanwhile never shifts what a click acts on. Changes answer the new list.
 */
export type AlarmTarget = number | typeof ALARM_INDEX_ALL;

/** The bell's list (the newest alarms) and the member's unread alarms in all. */
export interface AlarmList {
  list: AlarmItem[];
  unread: number;
}

export interface AlarmOutcome {
  ok: boolean;
  message: string;
  alarms?: AlarmList;
}

interface AlarmAnswer {
  message?: string;
  data?: AlarmItem[];
  unread?: number;
}

const alarmListOf = (answer: AlarmAnswer | undefined): AlarmList => {
  const list = answer?.data ?? [];
  return { list, unread: answer?.unread ?? unreadCount(list) };
};

/** GET /api/alarm/get/{userId}: the member's visible alarms, or null when they could not be loaded. */
export async function fetchAlarms(userId: number): Promise<AlarmList | null> {
  const answer = await get<AlarmAnswer>(`/api/alarm/get/${userId}`).catch(() => undefined);
  return answer?.data ? alarmListOf(answer) : null;
}

async function send(path: string, method: 'PUT' | 'DELETE', body: object): Promise<AlarmOutcome> {
  const result = await requestWithStatus<AlarmAnswer>(path, { method, body }).catch(() => undefined);
  const message = result?.body?.message || CONNECTION_FAILED_MESSAGE;
  return result?.status === 200 ? { ok: true, message, alarms: alarmListOf(result.body) } : { ok: false, message };
}

/** PUT /api/alarm/view: one alarm, or all, read. */
export const markAlarmRead = (userId: number, index: AlarmTarget) => send('/api/alarm/view', 'PUT', { id: userId, index });

/** DELETE /api/alarm/delete: one alarm, all read ones (onlyRead), or all. */
export const deleteAlarms = (userId: number, index: AlarmTarget, onlyRead = false) =>
  send('/api/alarm/delete', 'DELETE', onlyRead ? { id: userId, index, mode: ALARM_DELETE_MODE_READ } : { id: userId, index });
