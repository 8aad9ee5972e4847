// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '@/test/renderWithStore';
import { TOAST_TOUCH_HOLD_MS } from './dismissTimer';
import { showToast } from './toastSlice';
import { TOAST_SHOWN_MAX } from './ToastViewport';

/** The page with its toast stack (renderWithStore mounts it); `show` puts up a toast as useToast does. */
function openPage() {
  const { store } = renderWithStore(<main />);
  let second = 0;
  // Each toast a second after the last: identical entries (same level, second and message) replace each other.
  const show = (message: string, level: 'BLUE' | 'RED' = 'BLUE') => act(() => void store.dispatch(showToast({ level, message }, new Date(Date.UTC(2026, 10, 26, 1, 0, (second += 1))))));
  return { show };
}
const later = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const shown = () => screen.queryAllByRole('status').map((toast) => toast.textContent);

describe('the toast stack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most three toasts, the newest, the older fading out as a new one comes', () => {
    const { show } = openPage();
    for (const n of [1, 2, 3, 4, 5]) show(`메시지 ${n}`);
    later(300);
    expect(TOAST_SHOWN_MAX).toBe(3);
    expect(shown()).toEqual(['알림메시지 3', '알림메시지 4', '알림메시지 5']);
    // The three go in their time, none comes back.
    later(6000);
    expect(shown()).toEqual([]);
  });

  it('a tap on a phone does not keep the toast: it goes on when the finger lifts, though the browser then says the mouse entered', () => {
    const { show } = openPage();
    show('댓글이 달렸습니다.');
    const toast = screen.getByRole('status');
    later(2000);
    // What a phone's browser sends for a tap: the touch pointer's events, then the mouse's that
    // old pages expect (mouseenter, and no mouseleave until a tap elsewhere).
    fireEvent.pointerEnter(toast, { pointerType: 'touch' });
    fireEvent.pointerDown(toast, { pointerType: 'touch' });
    later(4000);
    expect(shown()).toHaveLength(1); // held while touched
    fireEvent.pointerUp(toast, { pointerType: 'touch' });
    fireEvent.pointerLeave(toast, { pointerType: 'touch' });
    fireEvent.mouseEnter(toast);
    later(3999);
    expect(shown()).toHaveLength(1); // the 4 seconds it had left
    later(301);
    expect(shown()).toEqual([]);
  });

  it('a touch whose end never comes holds the toast a few seconds, not for good', () => {
    const { show } = openPage();
    show('저장했습니다.');
    fireEvent.pointerDown(screen.getByRole('status'), { pointerType: 'touch' });
    later(TOAST_TOUCH_HOLD_MS + 6000 + 300);
    expect(shown()).toEqual([]);
  });

  it('stays while the mouse is over it or the focus inside, and closes with its labelled button', () => {
    const { show } = openPage();
    show('이메일이 입력되지 않았습니다.', 'RED');
    const toast = screen.getByRole('alert');
    fireEvent.pointerEnter(toast, { pointerType: 'mouse' });
    later(60_000);
    expect(screen.getByRole('alert')).toBe(toast);
    fireEvent.pointerLeave(toast, { pointerType: 'mouse' });
    later(6300);
    expect(screen.queryByRole('alert')).toBeNull();

    show('다시 입력해주세요.', 'RED');
    const close = screen.getByRole('button', { name: '알림 닫기' });
    act(() => close.focus());
    later(60_000);
    expect(screen.getByRole('alert').textContent).toContain('다시 입력해주세요.');
    fireEvent.click(close);
    later(300);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
