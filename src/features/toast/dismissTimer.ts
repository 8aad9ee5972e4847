import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@nanum/shared/limits';

/**
 * The life of one toast (SPEC sections 4 and 9): it stays 6 s, then fades for 0.3 s, then is
 * removed. The countdown pauses while the pointer is over the toast or focus is inside it
 * (WCAG 2.2.1), and resumes with the time that was left. A touch holds it only while the finger
 * is down, and never longer than TOAST_TOUCH_HOLD_MS (a touch screen has no pointer that leaves,
 * and a lost touchend must not keep the toast for good). Closing fades it at once.
 */

/** The longest a touch holds a toast before its countdown goes on by itself. */
export const TOAST_TOUCH_HOLD_MS = 5000;

export interface DismissTimerOptions {
  /** Called when the fade-out starts. */
  onFade: () => void;
  /** Called when the fade-out has ended: remove the toast. */
  onRemove: () => void;
  durationMs?: number;
  fadeMs?: number;
}

export interface DismissTimer {
  /** Stops the countdown (no effect once fading). */
  pause(): void;
  /** Goes on with the time that was left. */
  resume(): void;
  /** Pauses for at most `maxMs` (a touch), then goes on by itself; resume() ends it sooner, pause() makes it an ordinary pause. */
  hold(maxMs?: number): void;
  /** Fades and removes now (the close button, Escape). */
  dismiss(): void;
  /** Forgets every pending call (unmount). */
  cancel(): void;
}

export function createDismissTimer({
  onFade,
  onRemove,
  durationMs = TOAST_DURATION_MS,
  fadeMs = TOAST_FADE_MS,
}: DismissTimerOptions): DismissTimer {
  let remaining = durationMs;
  let startedAt = 0;
  let stayTimer: ReturnType<typeof setTimeout> | undefined;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let fading = false;
  let paused = false;

  const fade = () => {
    if (fading) return;
    fading = true;
    clearTimeout(stayTimer);
    onFade();
    fadeTimer = setTimeout(onRemove, fadeMs);
  };

  const run = () => {
    startedAt = Date.now();
    stayTimer = setTimeout(fade, remaining);
  };

  run();

  const pause = () => {
    clearTimeout(holdTimer);
    if (fading || paused) return;
    paused = true;
    clearTimeout(stayTimer);
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };
  const resume = () => {
    clearTimeout(holdTimer);
    if (fading || !paused) return;
    paused = false;
    run();
  };

  return {
    pause,
    resume,
    hold(maxMs = TOAST_TOUCH_HOLD_MS) {
      if (fading || paused) return; // already held by hover or focus, which end it themselves
      pause();
      holdTimer = setTimeout(resume, maxMs);
    },
    dismiss: fade,
    cancel() {
      clearTimeout(stayTimer);
      clearTimeout(fadeTimer);
      clearTimeout(holdTimer);
    },
  };
}
