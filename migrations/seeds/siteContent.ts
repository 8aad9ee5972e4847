import type { Knex } from 'knex';
import { SITE_SETTING_KEYS } from '@nanum/shared/siteContent';
import { introPages } from './data/pages/intro';
import { legalPages } from './data/pages/legal';
import { youthPages } from './data/pages/youth';
import { siteSettings } from './data/siteSettings';

/** Every content page of the demo site, in menu order. */
export const sitePages = [...introPages, ...youthPages, ...legalPages];

/** The organisation's settings and the content pages (Markdown) of the demo site. */
export async function seedSiteContent(trx: Knex.Transaction, stamp: string): Promise<void> {
  await trx('site_settings').insert(SITE_SETTING_KEYS.map((key) => ({ key, value: siteSettings[key], updated_at: stamp })));
  await trx('site_pages').insert(sitePages.map((page) => ({ ...page, created_at: stamp, updated_at: stamp })));
}
