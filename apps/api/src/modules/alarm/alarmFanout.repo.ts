import type { AlarmKind } from '@nanum/shared/notificationSettings';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toIso, toNumber } from '../../db/values';
import { routeAlarm } from '../push/alarmDelivery';
import { writeAlarmRows, type AlarmWrite, type NewAlarm } from './alarm.repo';

/**
 * An alarm to many members is sent live before its thousands of rows are written, without being
 * lost to a crash in between: `queueFanout` saves the alarm and its recipients as one row
 * (alarm_fanouts), `completeFanout` writes the recipients' rows and deletes it in one transaction,
 * and `completePendingFanouts` (at start) finishes what a crash left.
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
  created_at: string | Date;
}

/**
 * Decides who gets the alarm (their settings; their app pushes go to the outbox) and saves it with
 * the ones who get it in the site, in the caller's transaction. Answers the row's id, the
 * recipients in the site and the alarm's created_at. `among`: a query of ids holding all of
 * `userIds` (a broadcast's audience), through which their settings and devices are read.
 */
export async function queueFanout(db: Db, userIds: readonly number[], alarm: NewAlarm, among?: Knex.QueryBuilder): Promise<QueuedFanout> {
  const createdAt = toDbDate();
  const site = await routeAlarm(db, [...new Set(userIds)], alarm, new Date(), among);
  const id = insertedId(
    await db('alarm_fanouts').insert({ title: alarm.title, sub_title: alarm.subTitle ?? '', description: alarm.description ?? '', href: alarm.href ?? '', query: alarm.query ?? null, kind: alarm.kind, user_ids: JSON.stringify(site), created_at: createdAt }),
  );
  return { id, userIds: site, createdAt };
}

/**
 * Writes the queued alarm's rows and deletes its queue row, in one transaction; answers false if
 * the row is gone (finished already, by this instance's start or by another instance). The delete
 * comes first: a second instance finishing the same row waits for it, then finds nothing to do.
 */
export function completeFanout(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row: FanoutRow | undefined = await trx('alarm_fanouts').where({ id }).first();
    if (!row || (await trx('alarm_fanouts').where({ id }).delete()) === 0) return false;
    const alarm: NewAlarm = { kind: row.kind, title: row.title, subTitle: row.sub_title, description: row.description, href: row.href, query: row.query };
    const userIds = (JSON.parse(row.user_ids) as unknown[]).map(toNumber);
    await writeAlarmRows(trx, userIds, alarm, toDbDate(new Date(toIso(row.created_at) as string)));
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
