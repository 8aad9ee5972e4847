import { holdsAtNight, pushSendAt, readNotificationSettings, wantsAlarm } from '@nanum/shared/notificationSettings';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import type { NewAlarm } from '../alarm/alarm.repo';
import { devicesOf } from './device.repo';
import { notificationSettingsOf } from './notificationSettings.repo';
import { enqueuePushes, type NewOutboxRow } from './outbox.repo';

/** The push's text: the alarm's title, and its subtitle and description on one line. */
function pushText(alarm: NewAlarm): { title: string; body: string } {
  return { title: alarm.title, body: [alarm.subTitle, alarm.description].filter(Boolean).join(' · ') };
}

/**
 * Decides, by each recipient's settings, who gets the alarm in the site (answered: their alarm row
 * is written by the caller) and writes one push per device of those who want it as a push, in the
 * caller's transaction. A promotional push at night without night-time consent waits until 08:00,
 * and is marked so that no retry or late drain sends it at night either. `among`: a query of ids
 * that holds all of `userIds` (a broadcast's audience), through which their settings and devices
 * are read (db/rowsOfIds.ts).
 */
export async function routeAlarm(db: Db, userIds: readonly number[], alarm: NewAlarm, now: Date = new Date(), among?: Knex.QueryBuilder): Promise<number[]> {
  const chosen = await notificationSettingsOf(db, userIds, among);
  const settingsOf = (userId: number) => chosen.get(userId) ?? readNotificationSettings(null);
  const site = userIds.filter((userId) => wantsAlarm(settingsOf(userId), alarm, 'site'));
  const pushTo = userIds.filter((userId) => wantsAlarm(settingsOf(userId), alarm, 'push'));
  if (pushTo.length === 0) return site;
  const devices = await devicesOf(db, pushTo, among);
  if (devices.length === 0) return site;
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
  return site;
}
