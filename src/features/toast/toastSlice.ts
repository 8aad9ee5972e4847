import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { addAlarmEntry, formatAlarmEntry, type AlarmEntry } from '@nanum/shared/alarmList';
import { formatLocaleTimestamp } from '@nanum/shared/format';
import type { ToastLevel } from '@nanum/shared/codes';
import { rootReducer } from '@/store/rootReducer';

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

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    /** Shows a toast. The id and the timestamp are made here, so callers pass level and message. */
    showToast: {
      reducer(state, action: PayloadAction<ToastItem>) {
        state.items = addToast(state.items, action.payload);
      },
      prepare({ level, message }: ShowToastPayload, now: Date = new Date()) {
        const time = formatLocaleTimestamp(now);
        return { payload: { id: nanoid(), level, message, time, entry: formatAlarmEntry(level, time, message), leaving: false } satisfies ToastItem };
      },
    },
    /** Starts the fade-out of a toast. */
    fadeToast(state, action: PayloadAction<string>) {
      const toast = state.items.find((item) => item.id === action.payload);
      if (toast && !toast.leaving) toast.leaving = true;
    },
    /** Removes a toast (after its fade-out). */
    removeToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
    /** Removes every toast. */
    clearToasts: () => initialState,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Redux Toolkit's declaration merging for lazy-loaded slices
  export interface LazyLoadedSlices extends WithSlice<typeof toastSlice> {}
}

// Injected when this module loads: with the first toast (useToast), or when ToastHost fetches the stack.
const injectedToastSlice = toastSlice.injectInto(rootReducer);

export const { showToast, fadeToast, removeToast, clearToasts } = toastSlice.actions;
export const toastReducer = toastSlice.reducer;
/** The toasts shown (the initial state until the slice has seen an action). */
export const selectToasts = injectedToastSlice.selectSlice;
