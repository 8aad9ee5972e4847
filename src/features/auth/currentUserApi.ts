import type { User } from '@nanum/shared/entities';
import { getJson } from '@/lib/requestCore';

/**
 * The session's start-up call (SPEC section 7), apart from the rest of authApi.ts because every
 * page makes it: the app wrapper's JavaScript carries this and nothing of login or social login.
 */

interface SelfAnswer {
  status: number;
  data: User | null;
}

/** GET /api/user/get/self/information: the current user, or null for a visitor (or on failure). Never rejects. */
export async function fetchCurrentUser(): Promise<User | null> {
  const answer = await getJson<SelfAnswer>('/api/user/get/self/information').catch(() => undefined);
  return answer?.data ?? null;
}
