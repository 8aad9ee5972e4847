import { hasPermission } from '@nanum/shared/permissions';
import { useAppSelector } from '@/store/hooks';

/** Whether the logged-in user is an admin (power 2): settings changes are theirs only; the API checks again. */
export function useIsAdmin(): boolean {
  return useAppSelector((state) => hasPermission(state.user));
}
