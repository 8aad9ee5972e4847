import type { User } from '@nanum/shared/entities';
import { CONNECTION_FAILED_MESSAGE, LOGIN_SUCCESS_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '@nanum/shared/messages';
import { get, post, requestWithStatus, type RequestResult } from '@/lib/request';
import { parseProviders, type SocialProviderId } from './socialProviders';

/** The calls of SPEC section 7 for login and logout (the session's start-up call is in currentUserApi.ts). Network failures never throw from here. */

interface LoginAnswer {
  status: number;
  message?: string;
  user?: User;
}

interface StatusAnswer {
  status: number;
  message?: string;
}

export type AuthOutcome<T> = ({ ok: true } & T) | { ok: false; message: string };

/**
 * What a login answer means: the user and message on 200, otherwise the server's Korean message
 * (shown in a red toast), or "연결에 실패하였습니다." when there is none.
 */
export function loginOutcome(result: RequestResult<LoginAnswer> | undefined): AuthOutcome<{ user: User; message: string }> {
  const body = result?.body;
  if (result?.status === 200 && body?.user) return { ok: true, user: body.user, message: body.message || LOGIN_SUCCESS_MESSAGE };
  return { ok: false, message: body?.message || CONNECTION_FAILED_MESSAGE };
}

/** POST /api/user/login with { passid, password }. */
export async function login(passid: string, password: string): Promise<AuthOutcome<{ user: User; message: string }>> {
  const result = await requestWithStatus<LoginAnswer>('/api/user/login', { method: 'POST', body: { passid, password } }).catch(
    () => undefined,
  );
  return loginOutcome(result);
}

/** POST /api/user/logout. Any failure is "연결에 실패하였습니다." (SPEC section 8). */
export async function logout(): Promise<AuthOutcome<{ message: string }>> {
  const answer = await post<StatusAnswer>('/api/user/logout').catch(() => undefined);
  if (!answer) return { ok: false, message: CONNECTION_FAILED_MESSAGE };
  return { ok: true, message: answer.message || LOGOUT_SUCCESS_MESSAGE };
}

let providers: Promise<SocialProviderId[]> | undefined;

/** GET /api/user/login/providers: the configured social providers, asked once per page load. */
export function fetchSocialProviders(): Promise<SocialProviderId[]> {
  providers ??= get('/api/user/login/providers')
    .then((answer) => {
      // Ask again next time if the server did not answer.
      if (answer === undefined) providers = undefined;
      return parseProviders(answer);
    })
    .catch(() => {
      providers = undefined;
      return [];
    });
  return providers;
}
