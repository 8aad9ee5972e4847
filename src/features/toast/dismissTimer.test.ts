import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@nanum/shared/limits';
import { createDismissTimer, TOAST_TOUCH_HOLD_MS } from './dismissTimer';

function start() {
  const calls: string[] = [];
  const timer = createDismissTimer({ onFade: () => calls.push('fade'), onRemove: () => calls.push('remove') });
  return { calls, timer };
}

describe('createDismissTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the SPEC timing: 6 s, then a 0.3 s fade', () => {
    expect(TOAST_DURATION_MS).toBe(6000);
    expect(TOAST_FADE_MS).toBe(300);
  });

  it('stays 6 s, fades, and is removed 0.3 s later', () => {
    const { calls } = start();
    vi.advanceTimersByTime(5999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['fade']);
    vi.advanceTimersByTime(299);
    expect(calls).toEqual(['fade']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['fade', 'remove']);
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual(['fade', 'remove']);
  });

  it('pauses while hovered or focused and resumes with the time that was left', () => {
    const { calls, timer } = start();
    vi.advanceTimersByTime(4000);
    timer.pause();
    vi.advanceTimersByTime(30_000);
    expect(calls).toEqual([]);
    timer.pause(); // pausing twice changes nothing
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['fade']);
    vi.advanceTimersByTime(300);
    expect(calls).toEqual(['fade', 'remove']);
  });

  it('a touch holds it at most a few seconds, or until the finger lifts', () => {
    expect(TOAST_TOUCH_HOLD_MS).toBe(5000);
    const { calls, timer } = start();
    vi.advanceTimersByTime(1000);
    timer.hold(); // the touchend never comes
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(4999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['fade']);

    const lifted = start();
    lifted.timer.hold();
    vi.advanceTimersByTime(1000);
    lifted.timer.resume(); // the finger lifts: the time left runs, the hold's own end changes nothing
    vi.advanceTimersByTime(5999);
    expect(lifted.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(lifted.calls).toEqual(['fade']);
  });

  it('a touch does not end a pause of hover or focus, and focus during a touch keeps it paused', () => {
    const focused = start();
    focused.timer.pause();
    focused.timer.hold();
    vi.advanceTimersByTime(60_000);
    expect(focused.calls).toEqual([]);

    const touched = start();
    touched.timer.hold();
    touched.timer.pause(); // focus came in while touched
    vi.advanceTimersByTime(60_000);
    expect(touched.calls).toEqual([]);
    touched.timer.resume();
    vi.advanceTimersByTime(6000);
    expect(touched.calls).toEqual(['fade']);
  });

  it('resume without a pause does not restart the countdown', () => {
    const { calls, timer } = start();
    vi.advanceTimersByTime(5000);
    timer.resume();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['fade']);
  });

  it('dismiss fades at once and removes after the fade, only once', () => {
    const { calls, timer } = start();
    vi.advanceTimersByTime(1000);
    timer.dismiss();
    expect(calls).toEqual(['fade']);
    timer.dismiss();
    timer.pause();
    vi.advanceTimersByTime(300);
    expect(calls).toEqual(['fade', 'remove']);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual(['fade', 'remove']);
  });

  it('cancel forgets pending calls (unmount), also during the fade', () => {
    const a = start();
    a.timer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(a.calls).toEqual([]);

    const b = start();
    vi.advanceTimersByTime(6000);
    b.timer.cancel();
    vi.advanceTimersByTime(1000);
    expect(b.calls).toEqual(['fade']);
  });
});
