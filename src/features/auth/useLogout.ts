import { useCallback } from 'react';
import { useToast } from '@/features/toast/useToast';
import { emitClientUpdate } from '@/lib/socket';
import { useAppDispatch } from '@/store/hooks';
import { clearUser } from '@/store/userSlice';
import { logout } from './authApi';

/**
 * Logs out (SPEC sections 4 and 8): on success the user is cleared, the socket reconnects (the
 * session is gone) and emits clientUpdate, and a green toast confirms; on failure a red toast says
 * "연결에 실패하였습니다.".
 */
export function useLogout(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return useCallback(async () => {
    const outcome = await logout();
    if (!outcome.ok) {
      toast.warning(outcome.message);
      return false;
    }
    dispatch(clearUser());
    void emitClientUpdate({ reconnect: true });
    toast.done(outcome.message);
    return true;
  }, [dispatch, toast]);
}
