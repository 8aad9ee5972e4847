import { applyAlarmListUpdate } from '@nanum/shared/alarmPush';
import type { AlarmItem, User } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';

/** Alarms not read yet (view 0): the bell's badge. */
export function unreadCount(alarms: readonly AlarmItem[]): number {
  return alarms.filter((alarm) => alarm.view === 0).length;
}

/**
 * Where an alarm leads: its href on this site with its query, or null. Links to other sites and
 * script URLs are never followed (alarms carry text from other members).
 */
export function alarmHref(alarm: Pick<AlarmItem, 'href' | 'query'>): string | null {
  const href = alarm.href.trim();
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return null;
  const query = alarm.query?.trim().replace(/^\?/, '');
  return query ? `${href}${href.includes('?') ? '&' : '?'}${query}` : href;
}

/**
 * The stored user with the alarm list replaced by the one alarmListUpdate makes (SPEC section 4):
 * the list it carries, or, for a broadcast, the stored list with the new alarm in front.
 */
export function withAlarmList(user: User, payload: AlarmListUpdatePayload): User {
  return { ...user, alarm: applyAlarmListUpdate(user.alarm ?? [], payload) };
}

/** The info toast text of an alarmListUpdate: the new alarm's title. */
export function alarmToastMessage(payload: AlarmListUpdatePayload): string {
  return payload.alarmContent?.title?.trim() || '새 알림이 도착했습니다.';
}
