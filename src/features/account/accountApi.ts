import type {
  FindEmailInput,
  JoinCodeInput,
  JoinInput,
  JoinVerifyInput,
  PasswordResetInput,
  SnsJoinInput,
} from '@nanum/shared/accountSchemas';
import type { User } from '@nanum/shared/entities';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { requestWithStatus, type RequestResult } from '@/lib/request';

/**
 * The calls of sign-up, certification and recovery. Each answers `{ ok, message, ... }`: the
 * server's Korean message either way (shown inline by the forms), or "연결에 실패하였습니다."
 * when there is no answer. Network failures never throw from here.
 */

interface Answer {
  status?: number;
  message?: string;
}

export type Outcome<T = object> = ({ ok: true; message: string } & T) | { ok: false; status: number; message: string };

/** What an answer means: ok on 200 when `pick` finds the data, otherwise the server's message. */
export function outcomeOf<B extends Answer, T extends object>(
  result: RequestResult<B> | undefined,
  pick: (body: B) => T | undefined = () => ({}) as T,
): Outcome<T> {
  const body = result?.body;
  const data = result?.status === 200 && body ? pick(body) : undefined;
  if (data) return { ok: true, message: body?.message ?? '', ...data };
  return { ok: false, status: result?.status ?? 0, message: body?.message || CONNECTION_FAILED_MESSAGE };
}

async function postFor<B extends Answer, T extends object>(path: string, payload: unknown, pick?: (body: B) => T | undefined): Promise<Outcome<T>> {
  const result = await requestWithStatus<B>(path, { method: 'POST', body: payload }).catch(() => undefined);
  return outcomeOf(result, pick);
}

const withUser = (body: Answer & { user?: User }) => (body.user ? { user: body.user } : undefined);

export const sendJoinCode = (payload: JoinCodeInput) => postFor('/api/user/join/code', payload);
export const verifyJoinCode = (payload: JoinVerifyInput) => postFor('/api/user/join/verify', payload);
export const join = (payload: JoinInput) => postFor('/api/user/join', payload, withUser);
export const completeSnsJoin = (payload: SnsJoinInput) => postFor('/api/user/join/sns', payload, withUser);

export const findEmail = (payload: FindEmailInput) =>
  postFor('/api/user/find/email', payload, (body: Answer & { data?: { email: string | null } }) =>
    body.data && 'email' in body.data ? { email: body.data.email } : undefined,
  );
export const requestPasswordReset = (email: string) => postFor('/api/user/find/password', { email });
export const resetPassword = (payload: PasswordResetInput) => postFor('/api/user/find/password/reset', payload);
/** Whether the reset link just opened still works (400 with the Korean reason when used or expired). */
export const checkResetToken = (token: string) => postFor('/api/user/find/password/reset/check', { token });
