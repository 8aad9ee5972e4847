import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { TOAST_LEVEL_LABELS, type ToastLevel } from '@nanum/shared/codes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { createDismissTimer, type DismissTimer } from './dismissTimer';
import { fadeToast, removeToast, selectToasts, type ToastItem } from './toastSlice';
import styles from './Toast.module.css';

/** One icon per level, so the level never rests on colour alone. */
function LevelIcon({ level }: { level: ToastLevel }) {
  const paths: Record<ToastLevel, string> = {
    BLUE: 'M12 10.5v6M12 7.5v.01',
    GREEN: 'M7.5 12.5l3 3 6-6.5',
    YELLOW: 'M12 4.5l8.5 15h-17zM12 10.5v3.5M12 16.8v.01',
    RED: 'M12 7.5v6M12 16.5v.01',
  };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[level]} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** At most this many toasts show at once, the newest; an older one fades out as a new one comes. */
export const TOAST_SHOWN_MAX = 3;

/** A pointer that hovers (a mouse, a pen over the screen): a touch has no hover and never leaves. */
const hovers = (event: PointerEvent) => event.pointerType !== 'touch';

function Toast({ toast, crowdedOut }: { toast: ToastItem; crowdedOut: boolean }) {
  const dispatch = useAppDispatch();
  const timer = useRef<DismissTimer | null>(null);
  const { id, level, message, leaving } = toast;
  const warning = level === 'RED';

  useEffect(() => {
    const current = createDismissTimer({
      onFade: () => dispatch(fadeToast(id)),
      onRemove: () => dispatch(removeToast(id)),
    });
    timer.current = current;
    return () => current.cancel();
  }, [dispatch, id]);

  useEffect(() => {
    if (crowdedOut) timer.current?.dismiss();
  }, [crowdedOut]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer.current?.resume();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      timer.current?.dismiss();
    }
  };

  return (
    <div
      role={warning ? 'alert' : 'status'}
      aria-live={warning ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-level={level}
      className={`${styles.toast} ${styles[level]} ${leaving ? styles.leaving : ''}`}
      // Pointer events, not mouse events: after a tap the browser sends mouseenter, and no
      // mouseleave until the next tap elsewhere, which held the toast for good on a phone.
      onPointerEnter={(event) => hovers(event) && timer.current?.pause()}
      onPointerLeave={(event) => hovers(event) && timer.current?.resume()}
      onPointerDown={(event) => !hovers(event) && timer.current?.hold()}
      onPointerUp={(event) => !hovers(event) && timer.current?.resume()}
      onPointerCancel={(event) => !hovers(event) && timer.current?.resume()}
      onFocus={() => timer.current?.pause()}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <span className={styles.icon}>
        <LevelIcon level={level} />
      </span>
      <div className={styles.body}>
        <p className={styles.label}>{TOAST_LEVEL_LABELS[level]}</p>
        <p className={styles.message}>{message}</p>
      </div>
      <button type="button" className={styles.close} aria-label="알림 닫기" onClick={() => timer.current?.dismiss()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The toast stack: top right on desktop, along the top under the header on phones (Toast.module.css),
 * newest last, at most TOAST_SHOWN_MAX at once (an older one fades out). Each toast is announced
 * politely (a RED one assertively), pauses while hovered or focused or, for a few seconds at most,
 * while touched, and closes with its button or Escape.
 */
export default function ToastViewport() {
  const items = useAppSelector((state) => selectToasts(state).items);
  const staying = items.filter((toast) => !toast.leaving);
  const crowdedOut = new Set(staying.slice(0, Math.max(0, staying.length - TOAST_SHOWN_MAX)).map((toast) => toast.id));
  return (
    <div className={styles.viewport}>
      {items.map((toast) => (
        <Toast key={toast.id} toast={toast} crowdedOut={crowdedOut.has(toast.id)} />
      ))}
    </div>
  );
}
