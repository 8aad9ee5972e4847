import type { AlarmKind, NotificationSettings } from '@nanum/shared/notificationSettings';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toIso, toNumber } from '../../db/values';
import { alarmChannels, enqueueAlarmPushes } from '../push/alarmDelivery';
import { notificationSettingsOf } from '../push/notificationSettings.repo';
import { writeAlarmRows, type AlarmWrite, type NewAlarm } from './alarm.repo';

/**
 * An alarm to many members is sent live before its thousands of rows and its pushes are written,
 * without being lost to a crash in between: `queueFanout` saves the alarm and its recipients as
 * one row (alarm_fanouts), `completeFanout` writes the recipients' rows and pushes and deletes it
 * in one transaction, and `completePendingFanouts` (at start) finishes what a crash left.
 */
export interface QueuedFanout extends AlarmWrite {
  id: number;
}

interface FanoutRow {
  id: number;
  title: string;
  sub_title: string;
  description: string;
  href: string;
  query: string | null;
  kind: AlarmKind;
  user_ids: string;
  push_user_ids: string | null;
  promotional: number | boolean;
  created_at: string | Date;
}

/**
 * Decides who gets the alarm in the site and who on their phones (their settings: `chosen`, those
 * of the members who changed theirs, when the caller read them with the recipients, else read here) and saves it with both lists. Answers
 * the row's id, the recipients in the site and the alarm's created_at.
 */
export async function queueFanout(db: Db, userIds: readonly number[], alarm: NewAlarm, chosen?: ReadonlyMap<number, NotificationSettings>): Promise<QueuedFanout> {
  const createdAt = toDbDate();
  const targets = [...new Set(userIds)];
  const { site, push } = alarmChannels(targets, alarm, chosen ?? (await notificationSettingsOf(db, targets)));
  const id = insertedId(
    await db('alarm_fanouts').insert({ title: alarm.title, sub_title: alarm.subTitle ?? '', description: alarm.description ?? '', href: alarm.href ?? '', query: alarm.query ?? null, kind: alarm.kind, user_ids: JSON.stringify(site), push_user_ids: JSON.stringify(push), promotional: Boolean(alarm.promotional), created_at: createdAt }),
  );
  return { id, userIds: site, createdAt };
}

const idsIn = (json: string | null): number[] => (json === null ? [] : (JSON.parse(json) as unknown[]).map(toNumber));

/**
 * Writes the queued alarm's rows and pushes and deletes its queue row, in one transaction; answers
 * false if the row is gone (finished already, by this instance's start or by another instance). The delete
 * comes first: a second instance finishing the same row waits for it, then finds nothing to do.
 */
export function completeFanout(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row: FanoutRow | undefined = await trx('alarm_fanouts').where({ id }).first();
    if (!row || (await trx('alarm_fanouts').where({ id }).delete()) === 0) return false;
    const alarm: NewAlarm = { kind: row.kind, promotional: Boolean(toNumber(row.promotional)), title: row.title, subTitle: row.sub_title, description: row.description, href: row.href, query: row.query };
    const createdAt = new Date(toIso(row.created_at) as string);
    await writeAlarmRows(trx, idsIn(row.user_ids), alarm, toDbDate(createdAt));
    await enqueueAlarmPushes(trx, idsIn(row.push_user_ids), alarm, createdAt);
    return true;
  });
}

/** Finishes every alarm a crash left queued (called at start); answers how many. */
export async function completePendingFanouts(db: Db): Promise<number> {
  const ids = (await db('alarm_fanouts').orderBy('id').pluck('id')).map(toNumber);
  let done = 0;
  for (const id of ids) if (await completeFanout(db, id)) done += 1;
  return done;
}
