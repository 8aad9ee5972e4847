import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@nanum/shared/limits';

/**
 * The life of one toast (SPEC sections 4 and 9): it stays 6 s, then fades for 0.3 s, then is
 * removed. The countdown pauses while the pointer is over the toast or focus is inside it
 * (WCAG 2.2.1), and resumes with the time that was left. Closing fades it at once.
 */
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

  return {
    pause() {
      if (fading || paused) return;
      paused = true;
      clearTimeout(stayTimer);
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    },
    resume() {
      if (fading || !paused) return;
      paused = false;
      run();
    },
    dismiss: fade,
    cancel() {
      clearTimeout(stayTimer);
      clearTimeout(fadeTimer);
    },
  };
}
