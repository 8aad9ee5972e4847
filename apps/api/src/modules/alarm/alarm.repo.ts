import type { AlarmItem } from '@nanum/shared/entities';
import type { Db } from '../../db/knex';
import { toDbDate, toIso, toNumber } from '../../db/values';

/** How many alarms a user's list carries (newest first). */
export const ALARM_LIST_LIMIT = 50;
/** Rows per INSERT when one alarm goes to many users (a broadcast). */
const INSERT_CHUNK = 500;

interface AlarmRow {
  id: number;
  user_id: number;
  title: string;
  sub_title: string;
  description: string;
  href: string;
  query: string | null;
  view: number;
  hidden: number;
  created_at: string;
}

/** What a new alarm says (SPEC section 3, alarm item). */
export interface NewAlarm {
  title: string;
  subTitle?: string;
  description?: string;
  href?: string;
  query?: string | null;
}

function presentAlarm(row: AlarmRow): AlarmItem {
  return {
    id: toNumber(row.id),
    title: row.title,
    subTitle: row.sub_title,
    description: row.description,
    date: toIso(row.created_at) ?? '',
    href: row.href,
    query: row.query,
    view: toNumber(row.view) === 1 ? 1 : 0,
    hidden: toNumber(row.hidden) === 1 ? 1 : 0,
  };
}

/** The user's alarms that are not hidden (deleted), newest first. */
export async function listVisibleAlarms(db: Db, userId: number): Promise<AlarmItem[]> {
  const rows: AlarmRow[] = await db('alarms')
    .where({ user_id: userId, hidden: 0 })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(ALARM_LIST_LIMIT);
  return rows.map(presentAlarm);
}

/** Users per query when many users' lists are read at once. */
const LIST_CHUNK = 500;

/**
 * The visible alarms of many users at once (a broadcast pushes each recipient's list): one query
 * per 500 users, each user's newest ALARM_LIST_LIMIT, instead of one query per user.
 */
export async function listVisibleAlarmsOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, AlarmItem[]>> {
  const lists = new Map<number, AlarmItem[]>(userIds.map((id) => [id, []]));
  for (let start = 0; start < userIds.length; start += LIST_CHUNK) {
    const ranked = db('alarms')
      .whereIn('user_id', userIds.slice(start, start + LIST_CHUNK))
      .where({ hidden: 0 })
      .select('*', db.raw('row_number() over (partition by user_id order by created_at desc, id desc) as place'));
    const rows: AlarmRow[] = await db
      .from(ranked.as('a'))
      .where('place', '<=', ALARM_LIST_LIMIT)
      .orderBy([{ column: 'user_id' }, { column: 'place' }]);
    for (const row of rows) lists.get(toNumber(row.user_id))?.push(presentAlarm(row));
  }
  return lists;
}

/** Writes the same alarm for every user (in the caller's transaction, if any). */
export async function insertAlarms(db: Db, userIds: readonly number[], alarm: NewAlarm): Promise<void> {
  const createdAt = toDbDate();
  const rows = userIds.map((userId) => ({
    user_id: userId,
    title: alarm.title,
    sub_title: alarm.subTitle ?? '',
    description: alarm.description ?? '',
    href: alarm.href ?? '',
    query: alarm.query ?? null,
    view: 0,
    hidden: 0,
    created_at: createdAt,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db('alarms').insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** The visible alarms of the user selected by `alarmId` ('ALL': every one). */
function visible(db: Db, userId: number, alarmId: number | 'ALL') {
  const query = db('alarms').where({ user_id: userId, hidden: 0 });
  return alarmId === 'ALL' ? query : query.andWhere({ id: alarmId });
}

/** Marks one visible alarm (or all) read; answers how many rows matched. */
export async function markAlarmsRead(db: Db, userId: number, alarmId: number | 'ALL'): Promise<number> {
  if (alarmId !== 'ALL') return visible(db, userId, alarmId).update({ view: 1 });
  await visible(db, userId, 'ALL').andWhere({ view: 0 }).update({ view: 1 });
  return 1;
}

/** Hides (deletes) one visible alarm, all of them, or only the read ones; answers rows matched. */
export async function hideAlarms(db: Db, userId: number, alarmId: number | 'ALL', onlyRead: boolean): Promise<number> {
  const query = visible(db, userId, alarmId);
  if (onlyRead) query.andWhere({ view: 1 });
  const changed = await query.update({ hidden: 1 });
  return alarmId === 'ALL' ? 1 : changed;
}
