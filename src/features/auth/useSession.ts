import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useToast } from '@/features/toast/useToast';
import { emitClientUpdate } from '@/lib/socket';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import { setUser } from '@/store/userSlice';
import { fetchCurrentUser } from './authApi';
import { sendToJoinIfNotCertified } from './certification';
import { sessionLoaded } from './sessionSlice';
import { loginQueryNotice } from './loginQuery';

/**
 * The session at start (SPEC section 4), used once in the app wrapper:
 * - loads the current user and stores it; a user who is not certified is alerted and sent to
 *   /author/join?sns=true; then emits clientUpdate with an empty payload;
 * - shows the outcome of a social login that came back with ?login=failed or ?login=link-required,
 *   once, and takes the query off the address.
 */
export function useSession(): void {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const toast = useToast();
  const started = useRef(false);
  const queryHandled = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // fetchCurrentUser never rejects: a failure reads as a visitor.
    void fetchCurrentUser().then((user) => {
      if (user) dispatch(setUser(user));
      dispatch(sessionLoaded());
      if (user) sendToJoinIfNotCertified(user, router);
      void emitClientUpdate();
    });
  }, [dispatch, router]);

  useEffect(() => {
    if (!router.isReady || queryHandled.current) return;
    queryHandled.current = true;
    const notice = loginQueryNotice(router.query.login);
    if (!notice) return;
    toast.show(notice.level, notice.message);
    if (notice.openLogin) dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
    const { login: _login, ...query } = router.query;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [dispatch, router, toast]);
}
