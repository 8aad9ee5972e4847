// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestLoad } from './useLatestLoad';

/** A load whose answer the test gives when it wants. */
function heldLoads() {
  const pending: ((answer: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => pending.push(resolve));
  return { load, pending };
}

describe('useLatestLoad', () => {
  it('shows only the latest load’s answer: an earlier one arriving last is dropped', async () => {
    const { load, pending } = heldLoads();
    const shown: string[] = [];
    const { result } = renderHook(() => useLatestLoad(load, (answer) => shown.push(answer), []));
    act(() => result.current());
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!('after the second step'));
    await act(async () => pending[0]!('before it'));
    expect(shown).toEqual(['after the second step']);
  });

  it('loads again when what it reads changes, and not while there is nothing to load', async () => {
    const { load, pending } = heldLoads();
    const shown: string[] = [];
    const { rerender } = renderHook(({ member }) => useLatestLoad(() => (member ? load() : undefined), (answer) => shown.push(answer), [member]), {
      initialProps: { member: false },
    });
    expect(pending).toHaveLength(0);
    rerender({ member: true });
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]!('pledges'));
    expect(shown).toEqual(['pledges']);
  });
});
