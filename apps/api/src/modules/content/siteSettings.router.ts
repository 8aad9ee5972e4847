import { Router } from 'express';
import { siteSettingsUpdateSchema, type SiteSettingsUpdate } from '@nanum/shared/adminContentSchemas';
import { CONTENT_MESSAGES as M } from '@nanum/shared/contentMessages';
import { SITE_SETTING_KEYS } from '@nanum/shared/siteContent';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { requireAdminArea, requireAdminOnly } from '../admin/adminAccess';
import { actorOf, recordChange } from '../admin/audit.service';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import { saveSetting } from './siteSettings.repo';

/**
 * The organisation's details (footer, navigation's blog link) in the admin area:
 *   GET /api/admin/site/settings  (OPERATOR or DIVISION) -> { status, data: every setting }
 *   PUT /api/admin/site/settings  (admin only) every setting key -> { status, message, data }
 * Only the keys that changed are written and recorded. The footer reads GET /api/site/settings on
 * every page load, so a change shows at once.
 */
export function siteSettingsRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/admin/site/settings',
    route({ auth: requireAdminArea }, async ({ res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: presentSettings(await findSettings(db)) };
    }),
  );

  router.put(
    '/admin/site/settings',
    route({ auth: requireAdminOnly(M.settingsAdminOnly), body: siteSettingsUpdateSchema }, async ({ body: input, req }) => {
      const data = await db.transaction(async (trx) => {
        const before = presentSettings(await findSettings(trx));
        const changed = SITE_SETTING_KEYS.filter((key) => before[key] !== input[key]);
        for (const key of changed) await saveSetting(trx, key, input[key]);
        if (changed.length > 0) {
          const pick = (values: SiteSettingsUpdate) => Object.fromEntries(changed.map((key) => [key, values[key]]));
          await recordChange(trx, actorOf(req), { action: 'settings.update', targetType: 'settings', targetId: null, before: pick(before), after: pick(input) });
        }
        return presentSettings(await findSettings(trx));
      });
      return { status: 200, message: M.settingsUpdated, data };
    }),
  );

  return router;
}
