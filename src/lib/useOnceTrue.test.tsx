// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnceTrue } from './useOnceTrue';

describe('useOnceTrue', () => {
  it('is false until the flag is first true, then stays true when the flag falls back', () => {
    const { result, rerender } = renderHook(({ flag }) => useOnceTrue(flag), { initialProps: { flag: false } });
    expect(result.current).toBe(false);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when the flag starts true', () => {
    const { result, rerender } = renderHook(({ flag }) => useOnceTrue(flag), { initialProps: { flag: true } });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(true);
  });
});
