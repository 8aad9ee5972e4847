import type { AlarmItem } from '@nanum/shared/entities';
import type { Db } from '../../db/knex';
import { toIso } from '../../db/values';

/** How many alarms a user's list carries (newest first). */
export const ALARM_LIST_LIMIT = 50;

interface AlarmRow {
  id: number;
  title: string;
  sub_title: string;
  description: string;
  href: string;
  query: string | null;
  view: number;
  hidden: number;
  created_at: string;
}

function presentAlarm(row: AlarmRow): AlarmItem {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    description: row.description,
    date: toIso(row.created_at) ?? '',
    href: row.href,
    query: row.query,
    view: row.view === 1 ? 1 : 0,
    hidden: row.hidden === 1 ? 1 : 0,
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
