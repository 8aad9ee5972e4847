import { ALARM_KINDS, type AlarmKind } from '@nanum/shared/notificationSettings';
import type { Db } from '../../db/knex';
import { toDbDate, toIso, toNumber } from '../../db/values';

export interface DigestAlarm {
  title: string;
  subTitle: string;
  href: string;
  createdAt: string;
}

/** Members with the digest on who have not had today's (the Korean day `day`), a page at a time. */
export async function membersDueForDigest(db: Db, day: string, limit: number): Promise<number[]> {
  const ids = (await db('notification_settings')
    .where('digest', true)
    .andWhere((q) => q.whereNull('digest_sent_on').orWhere('digest_sent_on', '<', day))
    .orderBy('user_id')
    .limit(limit)
    .pluck('user_id')) as number[];
  return ids.map(toNumber);
}

/** Takes the member's digest of `day` for this instance: true for exactly one caller (a conditional UPDATE). */
export async function claimDigest(db: Db, userId: number, day: string): Promise<boolean> {
  const changed = await db('notification_settings')
    .where({ user_id: userId, digest: true })
    .andWhere((q) => q.whereNull('digest_sent_on').orWhere('digest_sent_on', '<', day))
    .update({ digest_sent_on: day });
  return changed > 0;
}

/** Turns the member's digest off (the unsubscribe link); answers whether it was on. */
export async function turnDigestOff(db: Db, userId: number): Promise<boolean> {
  return (await db('notification_settings').where({ user_id: userId, digest: true }).update({ digest: false, updated_at: toDbDate() })) > 0;
}

/** The member's unread, visible alarms of the kinds given, written since `since`, newest first. */
export async function unreadAlarmsSince(db: Db, userId: number, kinds: readonly AlarmKind[], since: Date, limit: number): Promise<DigestAlarm[]> {
  if (kinds.length === 0) return [];
  const rows = (await db('alarms')
    .where({ user_id: userId, view: 0, hidden: 0 })
    .whereIn('kind', kinds.filter((kind) => ALARM_KINDS.includes(kind)))
    .andWhere('created_at', '>=', toDbDate(since))
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit)
    .select('title', 'sub_title', 'href', 'created_at')) as { title: string; sub_title: string; href: string; created_at: string | Date }[];
  return rows.map((row) => ({ title: row.title, subTitle: row.sub_title, href: row.href, createdAt: toIso(row.created_at) ?? '' }));
}

/** The member's address and name, when the account can still get mail (not withdrawn). */
export async function digestRecipient(db: Db, userId: number): Promise<{ email: string; name: string } | undefined> {
  const row = (await db('users').where({ id: userId }).whereNull('withdrawn_at').first('email', 'name')) as { email: string; name: string } | undefined;
  return row;
}
