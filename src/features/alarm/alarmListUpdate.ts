import type { User } from '@nanum/shared/entities';
import type { AlarmListUpdatePayload } from '@nanum/shared/socketEvents';

/** The stored user with the alarm list replaced by the one alarmListUpdate carries (SPEC section 4). */
export function withAlarmList(user: User, payload: AlarmListUpdatePayload): User {
  return { ...user, alarm: payload.alarmData };
}

/** The info toast text of an alarmListUpdate: the new alarm's title. */
export function alarmToastMessage(payload: AlarmListUpdatePayload): string {
  return payload.alarmContent?.title?.trim() || '새 알림이 도착했습니다.';
}
