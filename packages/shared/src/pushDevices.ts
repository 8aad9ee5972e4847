/** A device of the mobile app that receives pushes (issue 26): its FCM registration token and platform. */
import { z } from 'zod';
import { NOTIFICATION_MESSAGES as M } from './notificationMessages';

export const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** FCM registration tokens are about 150 to 250 characters of base64url and ':'; the column holds 512. */
export const DEVICE_TOKEN_MAX = 512;

export const deviceTokenSchema = z
  .string({ error: M.tokenInvalid })
  .trim()
  .min(20, M.tokenInvalid)
  .max(DEVICE_TOKEN_MAX, M.tokenInvalid)
  .regex(/^[A-Za-z0-9_:.-]+$/, M.tokenInvalid);

export const deviceRegistrationSchema = z.object({ token: deviceTokenSchema, platform: z.enum(DEVICE_PLATFORMS, { error: M.platformInvalid }) }, { error: M.tokenInvalid });
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;

export const deviceRemovalSchema = z.object({ token: deviceTokenSchema }, { error: M.tokenInvalid });

/** At most this many devices per member: the oldest registration goes first beyond it. */
export const DEVICES_PER_MEMBER = 10;
