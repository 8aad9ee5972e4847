import { describe, expect, it, vi } from 'vitest';
import { inNextTask, whenIdle } from './whenIdle';

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

describe('inNextTask', () => {
  it('runs the task after the current one, not within it, and cancel keeps it from running', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'), globalThis as unknown as Window);
    const cancelled = vi.fn();
    inNextTask(cancelled, globalThis as unknown as Window)();
    await Promise.resolve(); // microtasks of the current task still come first
    order.push('current task');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['current task', 'next task']);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
