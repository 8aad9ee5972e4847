import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styles from './ScrollButtons.module.css';
import { isFormPage } from './formPages';

/** The buttons appear only on a page that scrolls at least this far. */
const MIN_OVERFLOW_PX = 300;
/** Each button shows while there is more than this much page left in its direction. */
const EDGE_PX = MIN_OVERFLOW_PX / 2;

type Direction = 'up' | 'down';
type Shown = Record<Direction, boolean>;

const HIDDEN: Shown = { up: false, down: false };

/**
 * Which buttons the page needs now. Since the page overflows by more than twice EDGE_PX, at least
 * one direction always has more than EDGE_PX left: at the top only ▼ shows, at the bottom only ▲.
 */
function measure(): Shown {
  const overflow = document.documentElement.scrollHeight - window.innerHeight;
  if (overflow <= MIN_OVERFLOW_PX) return HIDDEN;
  return { up: window.scrollY > EDGE_PX, down: overflow - window.scrollY > EDGE_PX };
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Each button: its arrow, its name for screen readers, where it goes, and the other one. */
const BUTTONS: Record<Direction, { arrow: string; label: string; top: () => number; other: Direction }> = {
  up: { arrow: '▲', label: '맨 위로', top: () => 0, other: 'down' },
  down: { arrow: '▼', label: '맨 아래로', top: () => document.documentElement.scrollHeight, other: 'up' },
};
const DIRECTIONS: Direction[] = ['up', 'down'];

/**
 * Scroll-to-top and scroll-to-bottom buttons (SPEC section 2). Each shows only where it has
 * somewhere to go, so on a narrow screen the page's own content is covered as little as possible.
 * When the focused button goes away (its end of the page is reached), the focus moves to the other
 * one, which is then showing: a keyboard user is never dropped back to the start of the document.
 * On a phone they stay off the form pages (formPages.ts), where they would cover the fields.
 */
export default function ScrollButtons() {
  const { pathname } = useRouter();
  const [shown, setShown] = useState<Shown>(HIDDEN);
  const buttons = useRef<Record<Direction, HTMLButtonElement | null>>({ up: null, down: null });
  const focusNext = useRef<Direction | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measure();
      const leaving = DIRECTIONS.find((d) => !next[d] && buttons.current[d] !== null && buttons.current[d] === document.activeElement);
      if (leaving) focusNext.current = BUTTONS[leaving].other;
      setShown((prev) => (prev.up === next.up && prev.down === next.down ? prev : next));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const direction = focusNext.current;
    focusNext.current = null;
    if (direction) buttons.current[direction]?.focus({ preventScroll: true });
  }, [shown]);

  if (!shown.up && !shown.down) return null;
  return (
    // A landmark of its own (top level, after the footer), so that nothing on the page sits outside one.
    <aside className={isFormPage(pathname) ? `${styles.buttons} ${styles.offPhone}` : styles.buttons} aria-label="화면 이동">
      {DIRECTIONS.filter((d) => shown[d]).map((d) => (
        <button
          key={d}
          ref={(el) => {
            buttons.current[d] = el;
          }}
          type="button"
          className={styles.button}
          onClick={() => window.scrollTo({ top: BUTTONS[d].top(), behavior: scrollBehavior() })}
        >
          <span aria-hidden="true">{BUTTONS[d].arrow}</span>
          <span className="visually-hidden">{BUTTONS[d].label}</span>
        </button>
      ))}
    </aside>
  );
}
