import { useCallback, useState } from 'react';
import { fieldMessages, type IssuesOutcome } from '@nanum/shared/issueMessages';
import { useBusy } from '@/lib/useBusy';
import { useAppDispatch } from '@/store/hooks';
import { setUser } from '@/store/userSlice';
import type { ProfileOutcome } from './profileApi';

/** The message under a field after a change: green on success, red otherwise (SPEC section 8). */
export interface FieldMessage {
  ok: boolean;
  text: string;
  /** The editor's control (by its name) a refusal is about: marked invalid, described by the message and focused. */
  field?: string;
}

export interface ProfileChangeOptions {
  /** Called once a change is saved (the row closes its editor). */
  onSaved?: () => void;
  /** The id of the element that shows `message`, for the invalid control's aria-describedby. */
  messageId?: string;
}

/**
 * Runs one profile change: shows the answer's message and, on success, replaces the stored user
 * with the one the server answered. `fail` and `check` show a local check's message (same shared
 * schema). One change at a time: while it runs, `busyProps` keep the button focusable
 * (aria-disabled, src/lib/useBusy.ts) and another submit sends nothing.
 */
export function useProfileChange({ onSaved, messageId }: ProfileChangeOptions = {}) {
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState<FieldMessage | null>(null);
  const { busy, run: runOnce, props: busyProps } = useBusy();

  /** Sends `call`; a refusal is put on the control `blame` names for its message (if any). */
  const run = useCallback(
    async (call: () => Promise<ProfileOutcome>, blame?: (message: string) => string | undefined) =>
      (await runOnce(async () => {
        const outcome = await call();
        setMessage({ ok: outcome.ok, text: outcome.message, field: outcome.ok ? undefined : blame?.(outcome.message) });
        if (outcome.ok && outcome.user) dispatch(setUser(outcome.user));
        if (outcome.ok) onSaved?.();
        return outcome.ok;
      })) ?? false,
    [dispatch, onSaved, runOnce],
  );
  const fail = useCallback((text: string, field?: string) => setMessage({ ok: false, text, field }), []);
  /** Shows the first message of a failed shared-schema check on its field; answers whether it passed. */
  const check = useCallback(
    (result: IssuesOutcome) => {
      const [field, text] = Object.entries(fieldMessages(result))[0] ?? [];
      if (text === undefined) return true;
      fail(text, field || undefined);
      return false;
    },
    [fail],
  );
  return { run, fail, check, message, messageId, pending: busy, busyProps, clear: () => setMessage(null) };
}
