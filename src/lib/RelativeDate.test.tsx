// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeDate } from './RelativeDate';

const POSTED = '2026-11-30T03:00:00.000Z';

// React's act() warns unless the environment says it is a test (Testing Library sets this itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('RelativeDate', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the server’s absolute date through hydration, then reads relative once the browser is idle', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T03:05:00.000Z') });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RelativeDate iso={POSTED} />);
    document.body.append(container);
    const server = container.textContent;
    expect(server).toBe('2026-11-30 12:00');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <RelativeDate iso={POSTED} />);
    });
    // Hydrated, its effects run: still the server's text, no second render inside hydration.
    expect(container.textContent).toBe(server);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(container.textContent).toBe('5분 전');
    expect(errors).not.toHaveBeenCalled();
    // The clock moves on while the date is shown.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    });
    expect(container.textContent).toBe('1시간 전');
  });
});
