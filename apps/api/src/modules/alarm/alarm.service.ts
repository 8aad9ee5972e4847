import { SOCKET_EVENTS, type AlarmContent } from '@nanum/shared/socketEvents';
import type { NotificationSettings } from '@nanum/shared/notificationSettings';
import type { Db } from '../../db/knex';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { insertAlarms, presentNewAlarm, readAlarmList, type AlarmWrite, type NewAlarm } from './alarm.repo';
import { completeFanout, queueFanout } from './alarmFanout.repo';

/**
 * The one alarm service of the product: a comment on your post, a reply to your comment, a
 * broadcast, a handled report, an approved campaign participation all come through here. It saves
 * first (for many members, the queued alarm: see notifyUsers), then pushes
 * `alarmListUpdate { alarmData, alarmContent }` to each user's room.
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
 * Pushes an alarm that was just written (none: alarms were taken away) to each member who got it in the site (a comment's author,
 * a post's moderators): their whole current list, read by the indexed newest-first query. Call
 * after the transaction that wrote it has committed, with what `insertAlarms` answered inside it
 * (or use `notifyUsers`). Their app pushes are in the outbox already (push/pushWorker.ts sends them).
 */
export async function pushAlarmLists(deps: AlarmDeps, { userIds }: Pick<AlarmWrite, 'userIds'>, alarm: NewAlarm | null): Promise<void> {
  for (const userId of new Set(userIds)) {
    const { list, unread } = await readAlarmList(deps.db, userId);
    deps.realtime.toUser(userId, SOCKET_EVENTS.ALARM_LIST_UPDATE, { alarmData: list, unread, alarmContent: alarm && contentOf(alarm) });
  }
}

/** Pushes the lists of members whose alarms were taken away (a deleted comment's): the lists only, nothing new to announce. */
export const pushShortenedAlarmLists = (deps: AlarmDeps, userIds: readonly number[]): Promise<void> => pushAlarmLists(deps, { userIds: [...userIds] }, null);

/**
 * Saves the alarm for every user and pushes it live. One user: the row, then their list. Many (a
 * broadcast to thousands): the alarm and its recipients saved as one queued row, then the one
 * packet, then every recipient's row and push (alarmFanout.repo.ts), so that the members have it
 * without waiting for thousands of rows; a crash in between loses nothing (the start finishes the
 * queue).
 * Either way the rows are written when this answers. `chosen`: the settings of the members of
 * `userIds` who changed theirs, when the caller read them with the recipients (a broadcast's
 * audience); else they are read here.
 */
export async function notifyUsers(deps: AlarmDeps, userIds: readonly number[], alarm: NewAlarm, chosen?: ReadonlyMap<number, NotificationSettings>): Promise<void> {
  const targets = [...new Set(userIds)];
  if (targets.length === 0) return;
  if (targets.length === 1) {
    const written = await deps.db.transaction((trx) => insertAlarms(trx, targets, alarm));
    await pushAlarmLists(deps, written, alarm);
    return;
  }
  const queued = await queueFanout(deps.db, targets, alarm, chosen);
  if (queued.userIds.length > 0) deps.realtime.toUsers(queued.userIds, SOCKET_EVENTS.ALARM_LIST_UPDATE, broadcastPacket(alarm, queued.createdAt));
  // The packet goes out to every socket before the rows are written: thousands of inserts (SQLite's
  // hold the event loop, mysql2 builds one long statement) had kept the last sockets waiting.
  await deps.realtime.written();
  await completeFanout(deps.db, queued.id);
}
