import { applyAlarmListUpdate } from '@nanum/shared/alarmPush';
import type { User } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';

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
