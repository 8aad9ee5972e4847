import { useEffect, useState } from 'react';

const SHOW_AFTER_PX = 300;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scroll-to-top and scroll-to-bottom buttons (SPEC section 2), once the page is long enough to need them. */
export default function ScrollButtons() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(document.documentElement.scrollHeight > window.innerHeight + SHOW_AFTER_PX);
    update();
    window.addEventListener('resize', update);
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, []);
  if (!visible) return null;
  return (
    // A landmark of its own (top level, after the footer), so that nothing on the page sits outside one.
    <aside className="scroll-buttons" aria-label="화면 이동">
      <button type="button" className="scroll-button" onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}>
        <span aria-hidden="true">▲</span>
        <span className="visually-hidden">맨 위로</span>
      </button>
      <button
        type="button"
        className="scroll-button"
        onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: scrollBehavior() })}
      >
        <span aria-hidden="true">▼</span>
        <span className="visually-hidden">맨 아래로</span>
      </button>
    </aside>
  );
}
