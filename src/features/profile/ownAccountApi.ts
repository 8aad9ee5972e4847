import type { User } from '@nanum/shared/entities';
import type { WithdrawContentChoice } from '@nanum/shared/ownAccountRules';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { API_BASE, requestWithStatus } from '@/lib/request';
import type { ProfileOutcome } from './profileApi';

/** Where the browser downloads the member's data (a ZIP; the link's download attribute saves it). */
export const MY_DATA_URL = `${API_BASE}/api/user/get/self/data`;

async function send(path: string, body: unknown): Promise<ProfileOutcome> {
  const result = await requestWithStatus<{ message?: string; user?: User }>(path, { method: 'POST', body }).catch(() => undefined);
  const message = result?.body?.message || CONNECTION_FAILED_MESSAGE;
  return { ok: result?.status === 200, message, user: result?.status === 200 ? result.body?.user : undefined };
}

/** POST /api/user/withdraw: the login ends with it. */
export const withdraw = (content: WithdrawContentChoice, password?: string) => send('/api/user/withdraw', password === undefined ? { content } : { content, password });
/** POST /api/user/email/code: a code to the new address. */
export const requestEmailChangeCode = (email: string) => send('/api/user/email/code', { email });
/** POST /api/user/email: the code moves the login to the new address. */
export const changeLoginEmail = (email: string, code: string) => send('/api/user/email', { email, code });
