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

/** How many of a token's last characters 내 정보 내려받기 shows. */
export const DEVICE_TOKEN_SHOWN = 6;

/**
 * A device token as 내 정보 내려받기 shows it: its last characters only ('…a1B2c3'). Whole, the token
 * is the address FCM delivers to. The member has no use for it (only the association's service
 * account can send to it), but the ZIP is saved to PCs and mailed on, and a copy of every token
 * would let whoever also got hold of a leaked service-account key push to those phones. The last
 * characters are enough to tell two phones apart and to match the token an app logs.
 */
export const maskDeviceToken = (token: string): string => `…${token.slice(-DEVICE_TOKEN_SHOWN)}`;
