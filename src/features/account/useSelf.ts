import { useEffect, useState } from 'react';
import type { User } from '@nanum/shared/entities';
import { get } from '@/lib/request';
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
    void get<{ data: User | null }>('/api/user/get/self/information')
      .catch(() => undefined)
      .then((answer) => {
        if (!active) return;
        const user = answer?.data ?? null;
        if (user) dispatch(setUser(user));
        setState(user ? { status: 'member', user } : { status: 'visitor' });
      });
    return () => {
      active = false;
    };
  }, [dispatch]);

  return state;
}
