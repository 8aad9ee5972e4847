import type { AlarmItem } from '@nanum/shared/entities';
import { ALARM_LIST_LIMIT } from '@nanum/shared/limits';
import type { AlarmNature } from '@nanum/shared/notificationSettings';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { toDbDate, toIso, toNumber } from '../../db/values';
import { routeAlarm } from '../push/alarmDelivery';

export { ALARM_LIST_LIMIT };
/** Rows per INSERT when one alarm goes to many users (a broadcast). */
const INSERT_CHUNK = 1000;

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

/** What a new alarm says (SPEC section 3, alarm item), and which kind it is (the member's notification settings). */
export interface NewAlarm extends AlarmNature {
  title: string;
  subTitle?: string;
  description?: string;
  href?: string;
  query?: string | null;
  /** The comment or reply the alarm tells of: deleting it deletes the alarm (deleteCommentAlarms). */
  commentId?: number | null;
  /** The member whose name and words the alarm quotes: their withdrawal deletes it (withdrawal.repo.ts). */
  actorId?: number | null;
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

/** The member's unread visible alarms, all of them (the list carries at most ALARM_LIST_LIMIT): the bell's badge. */
export async function countUnreadAlarms(db: Db, userId: number): Promise<number> {
  const row = await db('alarms').where({ user_id: userId, hidden: 0, view: 0 }).count({ n: '*' }).first();
  return toNumber(row?.n ?? 0);
}

/** What the bell shows: the newest visible alarms, and how many are unread in all. */
export interface AlarmList {
  list: AlarmItem[];
  unread: number;
}

export async function readAlarmList(db: Db, userId: number): Promise<AlarmList> {
  const [list, unread] = await Promise.all([listVisibleAlarms(db, userId), countUnreadAlarms(db, userId)]);
  return { list, unread };
}

/**
 * An alarm as every recipient's list shows it, before its rows' own ids are known: `id` is the
 * provisional (negative) one of a push to many members (see @nanum/shared/alarmPush).
 */
export function presentNewAlarm(alarm: NewAlarm, createdAt: string, id: number): AlarmItem {
  return presentAlarm({ id, user_id: 0, title: alarm.title, sub_title: alarm.subTitle ?? '', description: alarm.description ?? '', href: alarm.href ?? '', query: alarm.query ?? null, view: 0, hidden: 0, created_at: createdAt });
}

/** The columns a new alarm fills, in the order insertAlarms selects them. */
const NEW_ALARM_COLUMNS = ['user_id', 'title', 'sub_title', 'description', 'href', 'query', 'kind', 'comment_id', 'actor_id', 'view', 'hidden', 'created_at'];

/** What insertAlarms wrote: when, and for whom in the site (the members who turned this kind off in the site are left out). */
export interface AlarmWrite {
  createdAt: string;
  userIds: number[];
}

/**
 * Writes the same alarm for every user who wants it in the site, and its pushes for those who
 * want it on their phones (push/alarmDelivery.ts), in the caller's transaction, if any; answers the
 * rows' created_at (for presentNewAlarm) and who got it in the site. A user id given twice is
 * written once; an id with no user is skipped.
 */
export async function insertAlarms(db: Db, userIds: readonly number[], alarm: NewAlarm): Promise<AlarmWrite> {
  const createdAt = toDbDate();
  const ids = await routeAlarm(db, [...new Set(userIds)], alarm);
  await writeAlarmRows(db, ids, alarm, createdAt);
  return { createdAt, userIds: ids };
}

/**
 * The alarm's rows, one per user, as they are (no settings read). A broadcast writes thousands:
 * each INSERT takes 1,000 of them as `INSERT ... SELECT` over the users' ids, so only the ids are
 * sent and bound, not ten values per row (SQLite: 10,000 rows in about half the time).
 */
export async function writeAlarmRows(db: Db, userIds: readonly number[], alarm: NewAlarm, createdAt: string): Promise<void> {
  const values = [alarm.title, alarm.subTitle ?? '', alarm.description ?? '', alarm.href ?? '', alarm.query ?? null, alarm.kind, alarm.commentId ?? null, alarm.actorId ?? null, createdAt];
  const target = db.raw(`?? (${NEW_ALARM_COLUMNS.map(() => '??').join(', ')})`, ['alarms', ...NEW_ALARM_COLUMNS]);
  for (let start = 0; start < userIds.length; start += INSERT_CHUNK) {
    // A turn of the event loop between statements: SQLite's inserts run synchronously, and the
    // sockets' writes still pending after a broadcast's packet go out in between.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const users = db('users').whereIn('id', userIds.slice(start, start + INSERT_CHUNK)).select(db.raw('id, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?', values));
    await db.into(target).insert(users);
  }
}

/** Removes the users' alarms that link to `query` (the alarm a newer one about the same subject replaces). */
export async function deleteAlarmsWithQuery(db: Db, userIds: readonly number[], query: string): Promise<void> {
  if (userIds.length === 0) return;
  await deleteAlarmsWhere(db, (alarms) => alarms.whereIn('user_id', [...userIds]).andWhere({ query }));
}

/**
 * Deletes the alarms a query selects, read first and then deleted by key: a DELETE by user locks
 * the gap where a new alarm goes (deadlocks on MariaDB). Answers whose they were, so that their
 * lists can be pushed after the commit.
 */
async function deleteAlarmsWhere(db: Db, where: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<number[]> {
  const rows: { id: unknown; user_id: unknown }[] = await where(db('alarms')).select('id', 'user_id');
  if (rows.length > 0) await db('alarms').whereIn('id', rows.map((row) => toNumber(row.id))).delete();
  return [...new Set(rows.map((row) => toNumber(row.user_id)))];
}

/**
 * Gives the alarms of a comment its new text (the comment was edited: they quote it), keeping the
 * writer's name they start with; answers whose alarms changed, for their lists to be pushed.
 */
export async function requoteCommentAlarms(db: Db, commentId: number, quote: (description: string) => string): Promise<number[]> {
  const rows: { id: unknown; user_id: unknown; description: string }[] = await db('alarms').where({ comment_id: commentId }).select('id', 'user_id', 'description');
  for (const row of rows) await db('alarms').where({ id: toNumber(row.id) }).update({ description: quote(row.description) });
  return [...new Set(rows.map((row) => toNumber(row.user_id)))];
}

/** Deletes the alarms of the comments (their writer or a moderator deleted them: the alarms quote their text). */
export async function deleteCommentAlarms(db: Db, commentIds: readonly number[]): Promise<number[]> {
  return commentIds.length === 0 ? [] : deleteAlarmsWhere(db, (query) => query.whereIn('comment_id', [...commentIds]));
}

/**
 * Deletes the alarms that quote the member (their comments and replies to others), in the
 * caller's transaction: withdrawal erases their name at once.
 */
export async function deleteActorAlarms(db: Db, actorId: number): Promise<number[]> {
  return deleteAlarmsWhere(db, (query) => query.where({ actor_id: actorId }));
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
