import { useEffect, useState } from 'react';
import { ATTENDANCE_STEP_SECONDS } from '@nanum/shared/attendance';
import type { AttendanceCode } from '@nanum/shared/attendanceViews';
import type { Answer } from '@/lib/apiCall';

/** Wait before asking again when the server could not be reached. */
const RETRY_MS = 5000;

/** Fetches the next code a little after the shown one rotates on the server (clock differences aside). */
const delayUntil = (refreshAt: string) => Math.min(Math.max(new Date(refreshAt).getTime() - Date.now() + 300, 1000), ATTENDANCE_STEP_SECONDS * 1000);

/**
 * A code that renews itself when its step ends (every 30 s), from `fetchCode`; `initial` when
 * the page already has one. A refusal (the campaign is no longer theirs, or the record was
 * checked out) stops the rotation and gives the message instead; a lost connection is retried.
 */
export function useRotatingCode(fetchCode: (() => Promise<Answer<AttendanceCode>>) | null, initial: AttendanceCode | null = null) {
  const [state, setState] = useState<{ code: AttendanceCode | null; message: string | null }>({ code: initial, message: null });

  useEffect(() => {
    if (!fetchCode) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = (refreshAt: string) => {
      timer = setTimeout(() => void load(), delayUntil(refreshAt));
    };
    const load = async () => {
      const outcome = await fetchCode();
      if (!live) return;
      if (outcome.ok) {
        setState({ code: outcome.data, message: null });
        next(outcome.data.refreshAt);
      } else if (outcome.status === 0) {
        // The connection dropped (a phone between cells): try again soon; the shown code stays valid a while.
        timer = setTimeout(() => void load(), RETRY_MS);
      } else setState({ code: null, message: outcome.message });
    };
    if (initial) next(initial.refreshAt);
    else void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fetchCode, initial]);

  return state;
}
