// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { busyProps, useBusy } from './useBusy';

describe('useBusy', () => {
  it('runs one task at a time: a second start while the first waits is ignored, even before a render', async () => {
    const { result } = renderHook(() => useBusy());
    let finish: (value: string) => void = () => undefined;
    const calls: string[] = [];
    const task = (name: string) => () => {
      calls.push(name);
      return new Promise<string>((resolve) => (finish = resolve));
    };
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run(task('first'));
      second = result.current.run(task('second'));
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.props).toEqual({ 'aria-disabled': true });
    expect(await second).toBeUndefined();
    await act(async () => finish('saved'));
    expect(await first).toBe('saved');
    expect(calls).toEqual(['first']);
    expect(result.current.busy).toBe(false);
    expect(result.current.props).toEqual({});
  });

  it('is free again after a task that threw', async () => {
    const { result } = renderHook(() => useBusy());
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('network'))).catch(() => undefined);
    });
    expect(result.current.busy).toBe(false);
    expect(await act(() => result.current.run(() => Promise.resolve(2)))).toBe(2);
  });

  it('marks a control aria-disabled, never disabled', () => {
    expect(busyProps(true)).toEqual({ 'aria-disabled': true });
    expect(busyProps(false)).toEqual({});
  });
});
