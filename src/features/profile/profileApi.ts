import type { UserCommentPage, UserPostPage } from '@nanum/shared/boardViews';
import type { ProfileUser, User } from '@nanum/shared/entities';
import { PAGE_SIZE } from '@nanum/shared/limits';
import type { ProfileVisibility } from '@nanum/shared/profileVisibility';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { get, requestWithStatus, type HttpMethod } from '@/lib/request';
import { emitClientUpdate } from '@/lib/socket';

/**
 * The profile calls of SPEC section 7. Every change answers `{ ok, message, user? }`: the server's
 * Korean message either way (shown green on success, red otherwise, SPEC section 8), and the
 * updated user that replaces the stored one. Network failures never throw from here.
 */
export interface ProfileOutcome {
  ok: boolean;
  message: string;
  user?: User;
}

interface ChangeAnswer {
  status?: number;
  message?: string;
  user?: User;
  data?: { user?: User };
}

async function change(path: string, method: HttpMethod, body: unknown): Promise<ProfileOutcome> {
  const result = await requestWithStatus<ChangeAnswer>(path, { method, body }).catch(() => undefined);
  const answer = result?.body;
  const message = answer?.message || CONNECTION_FAILED_MESSAGE;
  if (result?.status !== 200) return { ok: false, message };
  return { ok: true, message, user: answer?.user ?? answer?.data?.user };
}

export const changeMbti = (mbti: number) => change('/api/user/mbti', 'PUT', { mbti });
export const changeVisibility = (visibility: ProfileVisibility) => change('/api/user/profile/visibility', 'PUT', { visibility });
/** A password change renews this login (a new session id): the socket reconnects to carry it. */
export const changePassword = async (beforePassword: string, afterPassword: string) => {
  const outcome = await change('/api/user/set/profile/password', 'POST', { beforePassword, afterPassword });
  if (outcome.ok) emitClientUpdate({ reconnect: true });
  return outcome;
};
export const changeNumber = (number: string) => change('/api/user/set/profile/number', 'POST', { number });
export const changeAddress = (address: string) => change('/api/user/set/profile/address', 'POST', { address });
export const changeUniversity = (university: string, department: string) =>
  change('/api/user/set/profile/university', 'POST', { university, department });

export function changeImage(file: File): Promise<ProfileOutcome> {
  const form = new FormData();
  form.append('image', file);
  return change('/api/user/set/profile/image', 'POST', form);
}

/** Another member's profile (private values masked by the server), or null. */
export async function fetchProfile(userId: number): Promise<ProfileUser | null> {
  const answer = await get<{ data?: ProfileUser }>(`/api/user/get/${userId}`).catch(() => undefined);
  return answer?.data ?? null;
}

/** A page of the member's posts (10 per page), or null when it could not be loaded. */
export async function fetchUserPosts(userId: number, page: number): Promise<UserPostPage | null> {
  const answer = await get<{ data?: UserPostPage }>(`/api/community/board/get/${userId}`, { query: { page, pageMax: PAGE_SIZE } }).catch(() => undefined);
  return answer?.data ?? null;
}

/** A page of the member's comments (10 per page), or null when it could not be loaded. */
export async function fetchUserComments(userId: number, page: number): Promise<UserCommentPage | null> {
  const answer = await get<{ data?: UserCommentPage }>(`/api/community/comment/get/${userId}`, { query: { page, pageMax: PAGE_SIZE } }).catch(() => undefined);
  return answer?.data ?? null;
}

/** GET /api/user/get/self/certificate: the issued PDF's path, or the server's message. */
export async function requestCertificate(): Promise<{ ok: true; path: string; message: string } | { ok: false; message: string }> {
  const result = await requestWithStatus<{ data?: string; message?: string }>('/api/user/get/self/certificate').catch(() => undefined);
  const message = result?.body?.message || CONNECTION_FAILED_MESSAGE;
  if (result?.status === 200 && typeof result.body?.data === 'string') return { ok: true, path: result.body.data, message };
  return { ok: false, message };
}
