import { useMemo } from 'react';
import type { ToastLevel } from '@nanum/shared/codes';
import { useAppDispatch } from '@/store/hooks';

/**
 * The toast slice, fetched with the first toast (ToastHost has usually fetched it already, when the
 * browser was first idle), so it is not in the JavaScript of every page that may show one.
 */
const loadSlice = () => import('./toastSlice');

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

/**
 * The toast API for components; stable across renders. Outside React dispatch `showToast`. A toast
 * shows once the slice's code is there (at once when it is loaded), toasts keeping their order.
 */
export function useToast(): ToastApi {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show = (level: ToastLevel, message: string) => {
      loadSlice()
        .then(({ showToast }) => dispatch(showToast({ level, message })))
        .catch(() => undefined); // its code did not load (offline): no toast, as no page could show one
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
