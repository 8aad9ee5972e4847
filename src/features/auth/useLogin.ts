import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useToast } from '@/features/toast/useToast';
import { emitClientUpdate } from '@/lib/socket';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { setUser } from '@/store/userSlice';
import { login } from './authApi';
import { sendToJoinIfNotCertified } from './certification';

/** What a login attempt came to: the server's message on failure, for the form to show beside the field. */
export type LoginResult = { ok: true } | { ok: false; message: string };

/**
 * Logs in with email and password (SPEC sections 4, 7 and 8). On success: stores the user, closes
 * the login modal, reconnects the socket (the session id changed) and emits clientUpdate, shows
 * a green toast, and sends a user who is not certified to the join page. On failure: the server's
 * message in a red toast, and answered.
 */
export function useLogin(): (passid: string, password: string) => Promise<LoginResult> {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const toast = useToast();
  return useCallback(
    async (passid, password) => {
      const outcome = await login(passid, password);
      if (!outcome.ok) {
        toast.warning(outcome.message);
        return { ok: false, message: outcome.message };
      }
      dispatch(setUser(outcome.user));
      dispatch(openModal({ mode: 'LOGIN', isOpen: false }));
      void emitClientUpdate({ reconnect: true });
      toast.done(outcome.message);
      sendToJoinIfNotCertified(outcome.user, router);
      return { ok: true };
    },
    [dispatch, router, toast],
  );
}
