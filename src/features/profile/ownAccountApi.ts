import type { User } from '@nanum/shared/entities';
import type { WithdrawContentChoice } from '@nanum/shared/ownAccountRules';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { API_BASE, requestWithStatus } from '@/lib/request';
import { emitClientUpdate } from '@/lib/socket';
import type { ProfileOutcome } from './profileApi';

/** Where the member's data is downloaded from (a ZIP). */
export const MY_DATA_URL = `${API_BASE}/api/user/get/self/data`;

/** GET the member's data: the ZIP and its file name, or the server's Korean message (a limit, a lost login). */
export async function fetchMyData(): Promise<{ ok: true; zip: Blob; fileName: string } | { ok: false; message: string }> {
  const res = await fetch(MY_DATA_URL, { credentials: 'same-origin' }).catch(() => undefined);
  if (res?.ok && res.headers.get('Content-Type') === 'application/zip') {
    const fileName = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'nanum-my-data.zip';
    return { ok: true, zip: await res.blob(), fileName };
  }
  const answer = (await res?.json().catch(() => undefined)) as { message?: string } | undefined;
  return { ok: false, message: answer?.message || CONNECTION_FAILED_MESSAGE };
}

async function send(path: string, body: unknown): Promise<ProfileOutcome> {
  const result = await requestWithStatus<{ message?: string; user?: User }>(path, { method: 'POST', body }).catch(() => undefined);
  const message = result?.body?.message || CONNECTION_FAILED_MESSAGE;
  return { ok: result?.status === 200, message, user: result?.status === 200 ? result.body?.user : undefined };
}

/** POST /api/user/withdraw: the login ends with it. */
export const withdraw = (content: WithdrawContentChoice, password?: string) => send('/api/user/withdraw', password === undefined ? { content } : { content, password });
/** POST /api/user/email/code: a code to the new address. */
export const requestEmailChangeCode = (email: string) => send('/api/user/email/code', { email });
/**
 * POST /api/user/email: the code and the current password (an account without one: a fresh social
 * login) move the login to the new address. It renews this login (a new session id, every other
 * one ended): the socket reconnects to carry it.
 */
export const changeLoginEmail = async (email: string, code: string, password?: string) => {
  const outcome = await send('/api/user/email', password === undefined ? { email, code } : { email, code, password });
  if (outcome.ok) void emitClientUpdate({ reconnect: true });
  return outcome;
};
