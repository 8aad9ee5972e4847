import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { requestWithStatus } from '@/lib/request';

/** POST /api/notifications/unsubscribe?token=: the digest off; the server's Korean message either way. */
export async function unsubscribeDigest(token: string): Promise<{ ok: boolean; message: string }> {
  const result = await requestWithStatus<{ message?: string }>('/api/notifications/unsubscribe', { method: 'POST', query: { token }, body: { 'List-Unsubscribe': 'One-Click' } }).catch(() => undefined);
  return { ok: result?.status === 200, message: result?.body?.message || CONNECTION_FAILED_MESSAGE };
}
