import { useMemo } from 'react';
import type { ToastLevel } from '@nanum/shared/codes';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from './toastSlice';

/** Shows toasts. `show(level, message)`, or a shortcut named after the level's meaning. */
export interface ToastApi {
  show(level: ToastLevel, message: string): void;
  /** BLUE: information (e.g. a new notification). */
  notice(message: string): void;
  /** GREEN: something was done. */
  done(message: string): void;
  /** YELLOW: caution. */
  caution(message: string): void;
  /** RED: a warning or failure. */
  warning(message: string): void;
}

/** The toast API for components; stable across renders. Outside React dispatch `showToast`. */
export function useToast(): ToastApi {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show = (level: ToastLevel, message: string) => {
      dispatch(showToast({ level, message }));
    };
    return {
      show,
      notice: (message) => show('BLUE', message),
      done: (message) => show('GREEN', message),
      caution: (message) => show('YELLOW', message),
      warning: (message) => show('RED', message),
    };
  }, [dispatch]);
}
