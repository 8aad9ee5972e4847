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

/** Whether the page is at its end in `direction` (within a pixel: scroll positions may be fractional). */
function arrived(direction: Direction): boolean {
  if (direction === 'up') return window.scrollY <= 1;
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
}

/** How many times a trip sets off again when the page's end has moved while it went. */
const MAX_RETRIES = 3;
/** The reader taking the scrolling over: a trip under way gives up. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the page's end in `direction`. A smooth scroll aims at where the end was when it set
 * off, so content that arrives on the way (images, the footer's details) can leave it short: when
 * the scroll settles short of the end, it sets off again. The reader's own wheel, touch, key or
 * click ends the trip, and so does a browser without the scrollend event (one scroll, as before).
 */
function travel(direction: Direction): void {
  const go = () => window.scrollTo({ top: BUTTONS[direction].top(), behavior: scrollBehavior() });
  if (arrived(direction)) return;
  go();
  if (!('onscrollend' in window)) return;
  let retries = MAX_RETRIES;
  const end = () => {
    window.removeEventListener('scrollend', settle);
    for (const type of READER_INPUT) window.removeEventListener(type, end, true);
  };
  const settle = () => {
    if (arrived(direction) || retries === 0) end();
    else {
      retries -= 1;
      go();
    }
  };
  window.addEventListener('scrollend', settle);
  for (const type of READER_INPUT) window.addEventListener(type, end, { capture: true, passive: true });
}

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
          onClick={() => travel(d)}
        >
          <span aria-hidden="true">{BUTTONS[d].arrow}</span>
          <span className="visually-hidden">{BUTTONS[d].label}</span>
        </button>
      ))}
    </aside>
  );
}
