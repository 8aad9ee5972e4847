import { useCallback } from 'react';
import { postPushUnregister } from '@/features/app/webviewBridge';
import { useToast } from '@/features/toast/useToast';
import { emitClientUpdate } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { clearUser } from '@/store/userSlice';
import { logout } from './authApi';

/**
 * Logs out (SPEC sections 4 and 8): on success the user is cleared, the socket reconnects (the
 * session is gone) and emits clientUpdate, and a green toast confirms; on failure a red toast says
 * "연결에 실패하였습니다.". Inside the mobile app, the app is first asked to unregister its push
 * token (docs/webview.md), so the phone stops receiving this member's pushes.
 */
export function useLogout(): () => Promise<boolean> {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const userId = useAppSelector((state) => state.user?.id ?? null);
  return useCallback(async () => {
    if (userId !== null) postPushUnregister(userId);
    const outcome = await logout();
    if (!outcome.ok) {
      toast.warning(outcome.message);
      return false;
    }
    dispatch(clearUser());
    void emitClientUpdate({ reconnect: true });
    toast.done(outcome.message);
    return true;
  }, [dispatch, toast, userId]);
}
