import { useLayoutEffect, useRef } from 'react';

/**
 * Scrolls a sideways-scrolling list (the admin menu on a phone) just enough that its current item
 * (aria-current) is in view: the nearest edge, at once (never animated, so nothing moves for those
 * who asked for reduced motion), and only the list itself, never the page. Runs before the browser
 * paints, when the list appears and whenever `current` changes (null while the list is not shown).
 */
export function useRevealCurrentItem<T extends HTMLElement>(current: string | null) {
  const list = useRef<T>(null);

  useLayoutEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current]');
    if (!box || !item) return;
    const view = box.getBoundingClientRect();
    const shown = item.getBoundingClientRect();
    if (shown.left < view.left) box.scrollLeft -= view.left - shown.left;
    else if (shown.right > view.right) box.scrollLeft += Math.min(shown.right - view.right, shown.left - view.left);
  }, [current]);

  return list;
}
