import { SOCKET_EVENTS, type AlarmContent } from '@nanum/shared/socketEvents';
import type { Db } from '../../db/knex';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { insertAlarms, listVisibleAlarms, listVisibleAlarmsOfUsers, type NewAlarm } from './alarm.repo';

/**
 * The one alarm service of the product: a comment on your post, a reply to your comment, a
 * broadcast, a handled report, an approved campaign participation all come through here. It saves
 * first, then pushes `alarmListUpdate { alarmData, alarmContent }` to each user's room.
 */
export interface AlarmDeps {
  db: Db;
  realtime: RealtimeEmitter;
}

function contentOf(alarm: NewAlarm): AlarmContent {
  return { title: alarm.title, subTitle: alarm.subTitle ?? '', description: alarm.description ?? '', href: alarm.href ?? '' };
}

/**
 * Pushes each user's current list with the alarm that changed it. Call after the transaction that
 * wrote the alarms has committed (use `insertAlarms` inside it), or use `notifyUsers`.
 */
export async function pushAlarmLists(deps: AlarmDeps, userIds: readonly number[], alarm: NewAlarm): Promise<void> {
  const content = contentOf(alarm);
  const targets = [...new Set(userIds)];
  // One user (a comment, a reply): the indexed newest-first read; many (a broadcast): batched.
  const lists = targets.length === 1 ? new Map([[targets[0] as number, await listVisibleAlarms(deps.db, targets[0] as number)]]) : await listVisibleAlarmsOfUsers(deps.db, targets);
  for (const [userId, alarmData] of lists) {
    deps.realtime.toUser(userId, SOCKET_EVENTS.ALARM_LIST_UPDATE, { alarmData, alarmContent: content });
  }
}

/** Writes the alarm for every user (one transaction), then pushes their lists. */
export async function notifyUsers(deps: AlarmDeps, userIds: readonly number[], alarm: NewAlarm): Promise<void> {
  const targets = [...new Set(userIds)];
  if (targets.length === 0) return;
  await deps.db.transaction((trx) => insertAlarms(trx, targets, alarm));
  await pushAlarmLists(deps, targets, alarm);
}
