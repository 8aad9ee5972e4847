import { holdsAtNight, pushSendAt, readNotificationSettings, wantsAlarm, type NotificationSettings } from '@nanum/shared/notificationSettings';
import type { Db } from '../../db/knex';
import type { NewAlarm } from '../alarm/alarm.repo';
import { devicesOf } from './device.repo';
import { notificationSettingsOf } from './notificationSettings.repo';
import { enqueuePushes, type NewOutboxRow } from './outbox.repo';

/** The push's text: the alarm's title, and its subtitle and description on one line. */
function pushText(alarm: NewAlarm): { title: string; body: string } {
  return { title: alarm.title, body: [alarm.subTitle, alarm.description].filter(Boolean).join(' · ') };
}

/** Each member's settings from those read (`chosen`); the defaults for a member who never changed them. */
const settingsIn = (chosen: ReadonlyMap<number, NotificationSettings>) => (userId: number) => chosen.get(userId) ?? readNotificationSettings(null);

/** Who gets an alarm in the site and who on their phones. */
export interface AlarmChannels {
  site: number[];
  push: number[];
}

/** The channels of each recipient, by their settings (`chosen`: those who changed theirs; the rest have the defaults). */
export function alarmChannels(userIds: readonly number[], alarm: NewAlarm, chosen: ReadonlyMap<number, NotificationSettings>): AlarmChannels {
  const settingsOf = settingsIn(chosen);
  return {
    site: userIds.filter((userId) => wantsAlarm(settingsOf(userId), alarm, 'site')),
    push: userIds.filter((userId) => wantsAlarm(settingsOf(userId), alarm, 'push')),
  };
}

/**
 * Writes one push per device of the members who want the alarm as a push (`pushTo`), in the
 * caller's transaction; their settings are read for the members with a device unless given. A
 * promotional push at night without night-time consent waits until 08:00 after `now` (when the
 * alarm was made), and is marked so that no retry or late drain sends it at night either.
 */
export async function enqueueAlarmPushes(db: Db, pushTo: readonly number[], alarm: NewAlarm, now: Date, chosen?: ReadonlyMap<number, NotificationSettings>): Promise<void> {
  if (pushTo.length === 0) return;
  const devices = await devicesOf(db, pushTo);
  if (devices.length === 0) return;
  const settingsOf = settingsIn(chosen ?? (await notificationSettingsOf(db, [...new Set(devices.map((device) => device.user_id))])));
  const text = pushText(alarm);
  const rows: NewOutboxRow[] = devices.map((device) => ({
    deviceId: device.id,
    userId: device.user_id,
    kind: alarm.kind,
    ...text,
    link: alarm.href ?? '',
    notBefore: pushSendAt(settingsOf(device.user_id), alarm, now),
    holdAtNight: holdsAtNight(settingsOf(device.user_id), alarm),
  }));
  await enqueuePushes(db, rows);
}

/**
 * Decides, by each recipient's settings, who gets the alarm in the site (answered: their alarm row
 * is written by the caller) and writes the pushes of those who want it as a push, in the caller's
 * transaction.
 */
export async function routeAlarm(db: Db, userIds: readonly number[], alarm: NewAlarm, now: Date = new Date()): Promise<number[]> {
  const chosen = await notificationSettingsOf(db, userIds);
  const { site, push } = alarmChannels(userIds, alarm, chosen);
  await enqueueAlarmPushes(db, push, alarm, now, chosen);
  return site;
}
