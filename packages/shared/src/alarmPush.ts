/**
 * How a member's alarm list (the bell) follows alarmListUpdate (SPEC section 4: the event replaces
 * the list). A push to one member carries the whole new list; a push to many members (a broadcast)
 * carries only the new alarm, with a provisional id, and the new list is the stored one with it in
 * front. Pure functions, shared by the web client and the server's tests.
 */
import type { AlarmItem } from './entities';
import { ALARM_LIST_LIMIT } from './limits';
import type { AlarmListUpdatePayload } from './socketEvents';

/** An alarm pushed to many members at once: its id is not the member's row id (that is positive). */
export function isProvisionalAlarm(alarm: Pick<AlarmItem, 'id'>): boolean {
  return alarm.id < 0;
}

/** The same alarm, whatever its id: what it says, where it leads and when it was written. */
export function sameAlarm(a: AlarmItem, b: AlarmItem): boolean {
  return a.title === b.title && a.subTitle === b.subTitle && a.description === b.description && a.href === b.href && a.query === b.query && a.date === b.date;
}

/**
 * The list after an alarmListUpdate: the payload's list, or (prepend) the new alarms in front of
 * `list`, without any the list already has (a fetch that brought them first), at most
 * ALARM_LIST_LIMIT long.
 */
export function applyAlarmListUpdate(list: readonly AlarmItem[], payload: AlarmListUpdatePayload): AlarmItem[] {
  if (!payload.prepend) return payload.alarmData;
  const added = payload.alarmData.filter((alarm) => !list.some((kept) => sameAlarm(kept, alarm)));
  return [...added, ...list].slice(0, ALARM_LIST_LIMIT);
}

/** Alarms not read yet (view 0) in `alarms`. */
export function unreadCount(alarms: readonly AlarmItem[]): number {
  return alarms.filter((alarm) => alarm.view === 0).length;
}

/**
 * The member's unread alarms in all after an alarmListUpdate: what a whole list says it is, or
 * (prepend) `unread` with the new unread alarms the list did not have yet.
 */
export function unreadAfterUpdate(unread: number, list: readonly AlarmItem[], payload: AlarmListUpdatePayload): number {
  if (!payload.prepend) return payload.unread ?? unreadCount(payload.alarmData);
  return unread + unreadCount(payload.alarmData.filter((alarm) => !list.some((kept) => sameAlarm(kept, alarm))));
}

/**
 * The member's own alarm that a provisional one stands for, in a freshly fetched `list` (the newest
 * match), or undefined when it is no longer there (deleted meanwhile).
 */
export function findStoredAlarm(list: readonly AlarmItem[], provisional: AlarmItem): AlarmItem | undefined {
  return list.find((alarm) => !isProvisionalAlarm(alarm) && sameAlarm(alarm, provisional));
}
