import { createAction, nanoid, type UnknownAction } from '@reduxjs/toolkit';
import { addAlarmEntry, formatAlarmEntry, type AlarmEntry } from '@nanum/shared/alarmList';
import { formatLocaleTimestamp } from '@nanum/shared/format';
import type { ToastLevel } from '@nanum/shared/codes';
import { lazySlice } from '@/store/lazySlice';

/**
 * Toast messages (SPEC sections 2 and 4): levels BLUE notice, GREEN done, YELLOW caution and
 * RED warning. Each toast carries its client alarm entry ("COLOUR|timestamp|message", SPEC
 * section 3), and the list follows the client alarm list rule: an identical entry is replaced,
 * and at most 5 are kept (the oldest goes first). Timing lives in dismissTimer.ts.
 */
export interface ToastItem {
  id: string;
  level: ToastLevel;
  message: string;
  /** When it was shown, in the user's locale format. */
  time: string;
  /** The combined client alarm entry; identical entries replace each other. */
  entry: AlarmEntry;
  /** True while it fades out, just before it is removed. */
  leaving: boolean;
}

export interface ToastState {
  items: ToastItem[];
}

export interface ShowToastPayload {
  level: ToastLevel;
  message: string;
}

const initialState: ToastState = { items: [] };

/** Adds a toast with the client alarm list rule of SPEC section 4. Pure: returns a new list. */
export function addToast(items: readonly ToastItem[], toast: ToastItem): ToastItem[] {
  const byEntry = new Map(items.map((item) => [item.entry, item] as const));
  return addAlarmEntry(
    items.map((item) => item.entry),
    toast.entry,
  ).map((entry) => (entry === toast.entry ? toast : (byEntry.get(entry) as ToastItem)));
}

/** Shows a toast. The id and the timestamp are made here, so callers pass level and message. */
export const showToast = createAction('toast/showToast', ({ level, message }: ShowToastPayload, now: Date = new Date()) => {
  const time = formatLocaleTimestamp(now);
  const payload: ToastItem = { id: nanoid(), level, message, time, entry: formatAlarmEntry(level, time, message), leaving: false };
  return { payload };
});
/** Starts the fade-out of a toast. */
export const fadeToast = createAction<string>('toast/fadeToast');
/** Removes a toast (after its fade-out). */
export const removeToast = createAction<string>('toast/removeToast');
/** Removes every toast. */
export const clearToasts = createAction('toast/clearToasts');

/** A plain reducer, without createSlice and its immer (docs/BUNDLES.md). */
export function toastReducer(state: ToastState = initialState, action: UnknownAction): ToastState {
  if (showToast.match(action)) return { items: addToast(state.items, action.payload) };
  if (fadeToast.match(action)) {
    if (!state.items.some((toast) => toast.id === action.payload && !toast.leaving)) return state;
    return { items: state.items.map((toast) => (toast.id === action.payload ? { ...toast, leaving: true } : toast)) };
  }
  if (removeToast.match(action)) return { items: state.items.filter((toast) => toast.id !== action.payload) };
  if (clearToasts.match(action)) return initialState;
  return state;
}

/** The toasts shown (lazySlice: the slice joins the store when this module loads). */
export const selectToasts = lazySlice('toast', toastReducer, initialState);
