import { applyAlarmListUpdate, unreadAfterUpdate, unreadCount } from '@nanum/shared/alarmPush';
import type { AlarmItem, User } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';
import type { AppStore } from '@/store/store';
import { setUser } from '@/store/userSlice';
import type { AlarmList } from './alarmApi';

/** The bell's badge: the member's unread alarms in all, which the list (at most 50) may not all show. */
export function unreadBadge(user: Pick<User, 'alarm' | 'alarmUnread'>): number {
  return Math.max(user.alarmUnread ?? 0, unreadCount(user.alarm ?? []));
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
  const list = user.alarm ?? [];
  return { ...user, alarm: applyAlarmListUpdate(list, payload), alarmUnread: unreadAfterUpdate(user.alarmUnread ?? unreadCount(list), list, payload) };
}

/** The info toast text of an alarmListUpdate: the new alarm's title. */
export function alarmToastMessage(payload: AlarmListUpdatePayload): string {
  return payload.alarmContent?.title?.trim() || '새 알림이 도착했습니다.';
}

/** Puts a list the server answered, and its unread count, in the stored user. */
export function replaceAlarms(store: AppStore, { list, unread }: AlarmList): void {
  const current = store.getState().user;
  if (current) store.dispatch(setUser({ ...current, alarm: list, alarmUnread: unread }));
}
