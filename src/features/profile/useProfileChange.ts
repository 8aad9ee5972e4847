import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { setUser } from '@/store/userSlice';
import type { ProfileOutcome } from './profileApi';

/** The message under a field after a change: green on success, red otherwise (SPEC section 8). */
export interface FieldMessage {
  ok: boolean;
  text: string;
}

/**
 * Runs one profile change: shows the answer's message and, on success, replaces the stored user
 * with the one the server answered. `fail` shows a local check's message (same shared schema).
 */
export function useProfileChange(onSaved?: () => void) {
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (call: () => Promise<ProfileOutcome>) => {
      setPending(true);
      const outcome = await call();
      setPending(false);
      setMessage({ ok: outcome.ok, text: outcome.message });
      if (outcome.ok && outcome.user) dispatch(setUser(outcome.user));
      if (outcome.ok) onSaved?.();
      return outcome.ok;
    },
    [dispatch, onSaved],
  );
  const fail = useCallback((text: string) => setMessage({ ok: false, text }), []);
  return { run, fail, message, pending, clear: () => setMessage(null) };
}
