import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { requestWithStatus, type HttpMethod, type Query } from '@/lib/request';

/** The answer of an admin call: ok with data, or a Korean message to show. */
export interface AdminAnswer<T> {
  ok: boolean;
  message: string;
  data: T | undefined;
}

/** Calls an admin endpoint and keeps the server's Korean message whatever the status. */
export async function adminCall<T>(method: HttpMethod, path: string, body?: unknown, query?: Query): Promise<AdminAnswer<T>> {
  try {
    const { status, body: answer } = await requestWithStatus<{ message?: string; data?: T }>(path, { method, body, query });
    return { ok: status === 200, message: answer?.message ?? (status === 200 ? '' : CONNECTION_FAILED_MESSAGE), data: answer?.data };
  } catch {
    return { ok: false, message: CONNECTION_FAILED_MESSAGE, data: undefined };
  }
}
