import type { SiteSettingKey } from '@nanum/shared/siteContent';
import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';

/** Writes one setting (site_settings is a key/value table): update the row, or insert it when missing. */
export async function saveSetting(db: Db, key: SiteSettingKey, value: string): Promise<void> {
  const updated = await db('site_settings').where({ key }).update({ value, updated_at: toDbDate() });
  if (!updated) await db('site_settings').insert({ key, value, updated_at: toDbDate() });
}
