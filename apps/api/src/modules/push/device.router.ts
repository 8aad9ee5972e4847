import { Router } from 'express';
import { NOTIFICATION_MESSAGES as M } from '@nanum/shared/notificationMessages';
import { deviceRegistrationSchema, deviceRemovalSchema } from '@nanum/shared/pushDevices';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { clientIp, type RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { registerDevice, removeDevice, removeDeviceByToken } from './device.repo';
import { deviceSessionKey } from './deviceSession';
import { pushEnabled } from './notificationWorkers';

/**
 * The app shell's push registration (issue 26, docs/webview.md):
 *
 *   POST   /api/user/devices  { token, platform }  (logged in) -> { status, message, data: { registered } }
 *   DELETE /api/user/devices  { token }                        -> { status, message }
 *
 * Registering moves a token to the member who registers it last. Removing needs no login (the app
 * unregisters at logout, when the session may be gone): the token itself, which only the device
 * knows, is the proof. With push off (no FCM configuration) nothing is stored: registered false.
 */
export function deviceRouter({ db, config, limiter }: { db: Db; config: Config; limiter: RateLimiterFactory }): Router {
  const router = Router();
  const perMember = limiter({ name: 'push-device', windowMs: 60 * 60 * 1000, limit: 60, key: (req) => `member:${req.user?.id ?? '-'}` });
  const perAddress = limiter({ name: 'push-device-remove', windowMs: 60 * 60 * 1000, limit: 120, key: (req) => `ip:${clientIp(req)}` });
  const enabled = pushEnabled(config);

  router.post(
    '/user/devices',
    route({ auth: 'login', use: [perMember], body: deviceRegistrationSchema }, async ({ body, user, req }) => {
      if (enabled) await registerDevice(db, user.id, { token: body.token, platform: body.platform, sessionKey: deviceSessionKey(req.sessionID) });
      return { status: 200, message: enabled ? M.deviceRegistered : M.pushOff, data: { registered: enabled } };
    }),
  );

  router.delete(
    '/user/devices',
    route({ use: [perAddress], body: deviceRemovalSchema }, async ({ body, user }) => {
      if (user) await removeDevice(db, user.id, body.token);
      else await removeDeviceByToken(db, body.token);
      return { status: 200, message: M.deviceRemoved };
    }),
  );
  return router;
}
