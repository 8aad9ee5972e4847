import { SOCKET_EVENTS, type AlarmContent } from '@nanum/shared/socketEvents';
import type { Db } from '../../db/knex';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { insertAlarms, listVisibleAlarms, presentNewAlarm, type AlarmWrite, type NewAlarm } from './alarm.repo';

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

let lastProvisionalId = 0;
/** A provisional id for an alarm pushed to many members: negative, and new on each call. */
function provisionalId(): number {
  lastProvisionalId = Math.max(lastProvisionalId + 1, Date.now());
  return -lastProvisionalId;
}

/**
 * The one packet a broadcast sends to all its recipients' rooms: only the new alarm (`prepend`,
 * under a provisional id), which each client puts in front of its list.
 */
export function broadcastPacket(alarm: NewAlarm, createdAt: string) {
  return { alarmData: [presentNewAlarm(alarm, createdAt, provisionalId())], alarmContent: contentOf(alarm), prepend: true };
}

/**
 * Pushes the alarm that was just written to the members who got it in the site. Call after the
 * transaction that wrote the alarms has committed, with what `insertAlarms` answered inside it (or
 * use `notifyUsers`). Their app pushes are in the outbox already (push/pushWorker.ts sends them).
 *
 * One user (a comment, a reply): their whole current list, read by the indexed newest-first query.
 * Many (a broadcast to thousands): ONE packet to all their rooms, encoded once, carrying only the
 * new alarm (`prepend`, provisional id); each client puts it in front of its list. The rows are
 * already written, so a later fetch of any recipient's list agrees (with the row's own id).
 */
export async function pushAlarmLists(deps: AlarmDeps, { userIds, createdAt }: AlarmWrite, alarm: NewAlarm): Promise<void> {
  const targets = [...new Set(userIds)];
  if (targets.length === 1) {
    const userId = targets[0] as number;
    deps.realtime.toUser(userId, SOCKET_EVENTS.ALARM_LIST_UPDATE, { alarmData: await listVisibleAlarms(deps.db, userId), alarmContent: contentOf(alarm) });
  } else if (targets.length > 1) {
    deps.realtime.toUsers(targets, SOCKET_EVENTS.ALARM_LIST_UPDATE, broadcastPacket(alarm, createdAt));
  }
}

/** Writes the alarm for every user (one transaction, batched INSERTs, with its app pushes), then pushes it live. */
export async function notifyUsers(deps: AlarmDeps, userIds: readonly number[], alarm: NewAlarm): Promise<void> {
  const targets = [...new Set(userIds)];
  if (targets.length === 0) return;
  const written = await deps.db.transaction((trx) => insertAlarms(trx, targets, alarm));
  await pushAlarmLists(deps, written, alarm);
}
