import { describe, expect, it } from 'vitest';
import { parseAlarmEntry } from '@nanum/shared/alarmList';
import { clearToasts, fadeToast, removeToast, showToast, toastReducer, type ToastState } from './toastSlice';

const at = new Date('2025-05-01T00:30:00Z');
/** The toast's time: the locale format, on Korean time (09:30 on 1 May in Seoul). */
const shownAt = at.toLocaleString(undefined, { timeZone: 'Asia/Seoul' });

const show = (state: ToastState, message: string, level: 'BLUE' | 'GREEN' | 'YELLOW' | 'RED' = 'BLUE', now = at) =>
  toastReducer(state, showToast({ level, message }, now));
const empty: ToastState = { items: [] };

describe('toastSlice', () => {
  it('starts with no toasts', () => {
    expect(toastReducer(undefined, { type: '@@init' })).toEqual(empty);
  });

  it('showToast adds a toast with a fresh id, its level, message and client alarm entry', () => {
    const state = show(empty, '이메일이 입력되지 않았습니다.', 'RED');
    const [toast] = state.items;
    expect(shownAt).toContain('9:30:00');
    expect(state.items).toHaveLength(1);
    expect(toast).toMatchObject({ level: 'RED', message: '이메일이 입력되지 않았습니다.', leaving: false, time: shownAt });
    expect(toast?.id).toEqual(expect.any(String));
    expect(parseAlarmEntry(toast?.entry ?? '')).toEqual({ colour: 'RED', timestamp: shownAt, message: '이메일이 입력되지 않았습니다.' });
    expect(show(empty, 'a').items[0]?.id).not.toBe(show(empty, 'a').items[0]?.id);
  });

  it('keeps toasts in the order shown, newest last', () => {
    const state = show(show(show(empty, '하나'), '둘', 'GREEN'), '셋', 'YELLOW');
    expect(state.items.map((toast) => [toast.level, toast.message])).toEqual([
      ['BLUE', '하나'],
      ['GREEN', '둘'],
      ['YELLOW', '셋'],
    ]);
  });

  it('an identical toast (same level, time and message) replaces the earlier one and moves to the end', () => {
    const first = show(show(empty, '같은 메시지', 'RED'), '다른 메시지');
    const again = show(first, '같은 메시지', 'RED');
    expect(again.items.map((toast) => toast.message)).toEqual(['다른 메시지', '같은 메시지']);
    expect(again.items[1]?.id).not.toBe(first.items[0]?.id);
    // Another level or another second is another entry.
    expect(show(again, '같은 메시지', 'GREEN').items).toHaveLength(3);
    expect(show(again, '같은 메시지', 'RED', new Date(at.getTime() + 1000)).items).toHaveLength(3);
  });

  it('keeps at most 5 toasts, dropping the oldest', () => {
    let state = empty;
    for (const n of [1, 2, 3, 4, 5, 6, 7]) state = show(state, `메시지 ${n}`);
    expect(state.items.map((toast) => toast.message)).toEqual(['메시지 3', '메시지 4', '메시지 5', '메시지 6', '메시지 7']);
  });

  it('fadeToast marks one toast as leaving, removeToast removes it, clearToasts removes all', () => {
    const state = show(show(empty, '하나'), '둘');
    const [one, two] = state.items;
    const faded = toastReducer(state, fadeToast(one?.id ?? ''));
    expect(faded.items.map((toast) => toast.leaving)).toEqual([true, false]);
    const removed = toastReducer(faded, removeToast(one?.id ?? ''));
    expect(removed.items).toEqual([two]);
    expect(toastReducer(removed, removeToast('unknown'))).toEqual(removed);
    expect(toastReducer(removed, fadeToast('unknown'))).toEqual(removed);
    expect(toastReducer(state, clearToasts())).toEqual(empty);
  });
});
