import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { inNextTask, whenIdle } from '@/lib/whenIdle';
import { useAppStore } from '@/store/hooks';
import { setUser } from '@/store/userSlice';
import { fetchCurrentUser } from './currentUserApi';
import { sessionLoaded } from './sessionSlice';

/** The rest of the start, loaded on demand (see sessionStart.ts); a failed load reads as none. */
const loadSessionStart = () => import('./sessionStart').catch(() => null);

/**
 * The session at start (SPEC section 4), used once in the app wrapper:
 * - loads the current user and stores it, then, once the browser is idle, the rest of the start
 *   (sessionStart.ts): the live updates, the alert and redirect of a user who is not certified
 *   (to /author/join?sns=true) and clientUpdate with an empty payload;
 * - shows the outcome of a social login that came back with ?login=done, ?login=failed and the like,
 *   once, and takes the query off the address.
 */
export function useSession(): void {
  const store = useAppStore();
  const router = useRouter();
  const started = useRef(false);
  const queryHandled = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // fetchCurrentUser never rejects: a failure reads as a visitor. Asked for in a task of its
    // own, out of the hydration's effects (inNextTask).
    inNextTask(() => void fetchCurrentUser().then((user) => {
      if (user) store.dispatch(setUser(user));
      store.dispatch(sessionLoaded());
      // The socket and its code come after the session has answered, once the browser is idle,
      // out of the page's start-up work (docs/STARTUP.md). The live updates listen before the
      // socket first connects (both load with sessionStart), and clientUpdate goes out only after
      // they listen: no push is missed meanwhile, as the lists are read when it goes.
      whenIdle(() => {
        void loadSessionStart().then((start) => {
          start?.startLiveUpdates(store);
          start?.afterSessionLoaded(user, router);
        });
      });
    }));
  }, [store, router]);

  useEffect(() => {
    if (!router.isReady || queryHandled.current) return;
    queryHandled.current = true;
    if (router.query.login === undefined) return;
    void loadSessionStart().then((start) => start?.showLoginQueryNotice(router, store.dispatch));
  }, [store, router]);
}
