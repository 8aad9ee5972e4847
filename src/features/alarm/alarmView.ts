import type { AlarmItem } from '@nanum/shared/entities';

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
