import { readNotificationSettings, type NotificationSettings } from '@nanum/shared/notificationSettings';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { idsOf, rowsOfIds } from '../../db/rowsOfIds';
import { toDbDate, toNumber } from '../../db/values';

interface SettingsRow {
  user_id: number;
  channels: string;
  promotional_consent_at: string | Date | null;
  night_consent_at: string | Date | null;
  digest: number | boolean;
}

function settingsOfRow(row: SettingsRow | undefined): NotificationSettings {
  if (!row) return readNotificationSettings(null);
  const channels = JSON.parse(row.channels) as NotificationSettings['channels'];
  return readNotificationSettings({ channels, promotionalConsent: row.promotional_consent_at !== null, nightConsent: row.night_consent_at !== null, digest: Boolean(toNumber(row.digest)) });
}

/** The member's settings (the defaults when never changed). */
export async function loadNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  return settingsOfRow((await db('notification_settings').where({ user_id: userId }).first()) as SettingsRow | undefined);
}

/** When the member gave the promotional and night-time consents that stand (null: not given). */
export async function notificationConsentTimes(db: Db, userId: number): Promise<{ promotional: string | Date | null; night: string | Date | null }> {
  const row = (await db('notification_settings').where({ user_id: userId }).first('promotional_consent_at', 'night_consent_at')) as Pick<SettingsRow, 'promotional_consent_at' | 'night_consent_at'> | undefined;
  return { promotional: row?.promotional_consent_at ?? null, night: row?.night_consent_at ?? null };
}

/** The settings of many members at once, by member id; members never changing them are left out. */
export async function notificationSettingsOf(db: Db, userIds: readonly number[]): Promise<Map<number, NotificationSettings>> {
  const rows = await rowsOfIds<SettingsRow & Record<string, unknown>>(db, 'notification_settings', 'user_id', userIds, ['*']);
  return new Map(rows.map((row) => [toNumber(row.user_id), settingsOfRow(row)]));
}

/**
 * The ids of `members` (a query of `users` rows, not yet selected: a broadcast's audience), and
 * the settings of those among them who changed theirs (the rest have the defaults), read through
 * the audience's query as a subquery: thousands of ids are neither bound nor sent back twice. (A
 * join of the settings' columns to 10,000 members took 19-21 ms on SQLite, these two 3.)
 */
export async function membersWithSettings(db: Db, members: Knex.QueryBuilder): Promise<{ ids: number[]; chosen: Map<number, NotificationSettings> }> {
  const ids = await idsOf(db, members, 'users.id');
  const rows = (await db('notification_settings').whereIn('user_id', members.clone().select('users.id'))) as SettingsRow[];
  return { ids, chosen: new Map(rows.map((row) => [toNumber(row.user_id), settingsOfRow(row)])) };
}

/**
 * Saves the member's settings. A consent keeps the moment it was first given (the proof the law
 * asks for) while it stands, and is erased when withdrawn.
 */
export async function saveNotificationSettings(db: Db, userId: number, settings: NotificationSettings): Promise<void> {
  await db.transaction(async (trx) => {
    const now = toDbDate();
    const before = (await trx('notification_settings').where({ user_id: userId }).first('promotional_consent_at', 'night_consent_at')) as Pick<SettingsRow, 'promotional_consent_at' | 'night_consent_at'> | undefined;
    const since = (given: boolean, at: string | Date | null | undefined) => (given ? (at ?? now) : null);
    const values = {
      channels: JSON.stringify(settings.channels),
      promotional_consent_at: since(settings.promotionalConsent, before?.promotional_consent_at),
      night_consent_at: since(settings.promotionalConsent && settings.nightConsent, before?.night_consent_at),
      digest: settings.digest,
      updated_at: now,
    };
    if (before) await trx('notification_settings').where({ user_id: userId }).update(values);
    else await trx('notification_settings').insert({ user_id: userId, ...values, created_at: now });
  });
}
