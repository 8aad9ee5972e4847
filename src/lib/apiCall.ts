/**
 * A call whose answer the page shows either way: `{ ok: true, data, message }` on a 200, otherwise
 * `{ ok: false, status, message }` with the server's Korean message, or the connection message when
 * there is none (status 0: the server was not reached). Never throws. The request helper's `get`
 * and `post` answer only a 200's body; the pages' own calls (boards, youth, giving) use this.
 */
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { requestWithStatus, type HttpMethod } from './request';

export type Answer<T> = { ok: true; message: string; data: T } | { ok: false; status: number; message: string };

export async function call<T>(method: HttpMethod, path: string, body?: unknown): Promise<Answer<T>> {
  const result = await requestWithStatus<{ message?: string; data?: T }>(path, { method, body }).catch(() => undefined);
  const message = result?.body?.message ?? '';
  if (result?.status === 200) return { ok: true, message, data: result.body?.data as T };
  return { ok: false, status: result?.status ?? 0, message: message || CONNECTION_FAILED_MESSAGE };
}
