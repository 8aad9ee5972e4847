import { useEffect, useState } from 'react';
import type { User } from '@nanum/shared/entities';
import { fetchCurrentUser } from '@/features/auth/currentUserApi';
import { useAppDispatch } from '@/store/hooks';
import { setUser } from '@/store/userSlice';

export type SelfState = { status: 'loading' } | { status: 'visitor' } | { status: 'member'; user: User };

/**
 * The current user for pages that depend on who is there (/certify, /author/join?sns=true): asked
 * once on mount (the store alone cannot tell "not loaded yet" from "visitor"), and stored.
 */
export function useSelf(): SelfState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<SelfState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    // The app wrapper's own call (it never rejects: a failure reads as a visitor).
    void fetchCurrentUser().then((user) => {
      if (!active) return;
      if (user) dispatch(setUser(user));
      setState(user ? { status: 'member', user } : { status: 'visitor' });
    });
    return () => {
      active = false;
    };
  }, [dispatch]);

  return state;
}
