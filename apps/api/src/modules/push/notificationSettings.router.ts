import { Router } from 'express';
import { NOTIFICATION_MESSAGES as M } from '@nanum/shared/notificationMessages';
import { notificationSettingsSchema } from '@nanum/shared/notificationSettings';
import type { Db } from '../../db/knex';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { loadNotificationSettings, saveNotificationSettings } from './notificationSettings.repo';

/**
 * The member's own notification settings (issue 26), shown and saved by the profile:
 *
 *   GET /api/user/notifications                                      -> { status, data: NotificationSettings }
 *   PUT /api/user/notifications  NotificationSettings                -> { status, message, data: NotificationSettings }
 */
export function notificationSettingsRouter({ db, limiter }: { db: Db; limiter: RateLimiterFactory }): Router {
  const router = Router();
  const perMember = limiter({ name: 'notification-settings', windowMs: 60 * 60 * 1000, limit: 120, key: (req) => `member:${req.user?.id ?? '-'}` });

  router.get(
    '/user/notifications',
    route({ auth: 'login' }, async ({ user }) => ({ status: 200, data: await loadNotificationSettings(db, user.id) })),
  );

  router.put(
    '/user/notifications',
    route({ auth: 'login', use: [perMember], body: notificationSettingsSchema }, async ({ body, user }) => {
      await saveNotificationSettings(db, user.id, body);
      return { status: 200, message: M.settingsSaved, data: await loadNotificationSettings(db, user.id) };
    }),
  );
  return router;
}
