import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  it('uses requestIdleCallback where there is one, and cancels through it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const task = vi.fn();
    const cancel = whenIdle(task, { requestIdleCallback, cancelIdleCallback } as unknown as Window);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timeout, which cancel clears', () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      whenIdle(task, globalThis as unknown as Window);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(task).toHaveBeenCalledTimes(1);
      const other = vi.fn();
      whenIdle(other, globalThis as unknown as Window)();
      vi.advanceTimersByTime(500);
      expect(other).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
