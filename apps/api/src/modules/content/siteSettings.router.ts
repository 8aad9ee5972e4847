import { Router } from 'express';
import { siteSettingsUpdateSchema, type SiteSettingsUpdate } from '@nanum/shared/adminContentSchemas';
import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import type { SiteSettingsSourceView } from '@nanum/shared/contentViews';
import { SITE_SETTING_KEYS, type SiteSettings } from '@nanum/shared/siteContent';
import type { Db } from '../../db/knex';
import { assertUnchangedSince, editVersion } from '../../http/editVersion';
import { route } from '../../http/route';
import { requireAdminArea, requireAdminOnly } from '../admin/adminAccess';
import { actorOf, recordChange } from '../admin/audit.service';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import { saveSetting } from './siteSettings.repo';

/** The settings with their version (every key's value, in the keys' order). */
const withVersion = (settings: SiteSettings): SiteSettingsSourceView => ({ ...settings, version: editVersion(SITE_SETTING_KEYS.map((key) => settings[key])) });

/**
 * The organisation's details (footer, navigation's blog link) in the admin area:
 *   GET /api/admin/site/settings  (OPERATOR or DIVISION) -> { status, data: every setting, version }
 *   PUT /api/admin/site/settings  (admin only) every setting key, version -> { status, message, data }
 *       (409 when another admin saved since `version` was loaded: http/editVersion.ts)
 * Only the keys that changed are written and recorded. The footer reads GET /api/site/settings on
 * every page load, so a change shows at once.
 */
export function siteSettingsRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/admin/site/settings',
    route({ auth: requireAdminArea }, async ({ res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: withVersion(presentSettings(await findSettings(db))) };
    }),
  );

  router.put(
    '/admin/site/settings',
    route({ auth: requireAdminOnly(M.settingsAdminOnly), body: siteSettingsUpdateSchema }, async ({ body: { version, ...input }, req }) => {
      const data = await db.transaction(async (trx) => {
        const before = presentSettings(await findSettings(trx, true));
        assertUnchangedSince(withVersion(before).version, version);
        const changed = SITE_SETTING_KEYS.filter((key) => before[key] !== input[key]);
        for (const key of changed) await saveSetting(trx, key, input[key]);
        if (changed.length > 0) {
          const pick = (values: SiteSettingsUpdate) => Object.fromEntries(changed.map((key) => [key, values[key]]));
          await recordChange(trx, actorOf(req), { action: 'settings.update', targetType: 'settings', targetId: null, before: pick(before), after: pick(input) });
        }
        return withVersion(presentSettings(await findSettings(trx)));
      });
      return { status: 200, message: M.settingsUpdated, data };
    }),
  );

  return router;
}
