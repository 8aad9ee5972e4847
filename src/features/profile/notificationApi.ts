import type { NotificationSettings } from '@nanum/shared/notificationSettings';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { requestWithStatus } from '@/lib/request';

export type SettingsOutcome = { ok: true; settings: NotificationSettings; message: string } | { ok: false; message: string };

async function call(method: 'GET' | 'PUT', body?: NotificationSettings): Promise<SettingsOutcome> {
  const result = await requestWithStatus<{ message?: string; data?: NotificationSettings }>('/api/user/notifications', { method, body }).catch(() => undefined);
  if (result?.status === 200 && result.body?.data) return { ok: true, settings: result.body.data, message: result.body.message ?? '' };
  return { ok: false, message: result?.body?.message || CONNECTION_FAILED_MESSAGE };
}

/** GET /api/user/notifications: the member's settings (the defaults when never changed). */
export const fetchNotificationSettings = () => call('GET');
/** PUT /api/user/notifications: saves them all at once. */
export const saveNotificationSettings = (settings: NotificationSettings) => call('PUT', settings);
