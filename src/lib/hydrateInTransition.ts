// The browser's entry to React for Next's client runtime: next.config.js puts this module in place
// of `react-dom/client` for `next/dist/client/index.js` only, which uses its default export.
//
// Next's pages router calls `hydrateRoot` outside a transition, so React hydrates the whole first
// page at the default priority, which it never interrupts: on a phone that is one long task from
// the header to the footer (docs/STARTUP.md). Called inside `startTransition`, the same hydration
// runs at a transition's priority, which React renders in slices, with the browser free to paint
// and take input between them. A click or a key press on a part not yet hydrated makes React
// hydrate it at once and then handle the event, as with any hydration it has not finished.
// (Remix's browser entry hydrates the same way.)
import { createElement, startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot as hydrateNow } from 'react-dom/client';

/** What a person does that React handles at once (its discrete events), as the browser sends them. */
const INPUT_EVENTS = ['keydown', 'keyup', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart', 'touchend', 'input', 'change', 'submit'];

/**
 * The first page's effects before anyone's input. After a transition's commit React runs the
 * page's effects (`useEffect`) in a later task, and a key pressed in between is handled first; an
 * effect written to run after every render then runs late, on the page as it was before the key.
 * react-bootstrap's tabs move the focus so: their effect focuses the selected tab once the arrow
 * key's render is done, and run late it focused the old one and forgot the key (the new tab was
 * selected, the focus stayed behind). Until the first page's effects have run, an input event first
 * runs them (a synchronous update makes React flush them before it renders); then it goes on to
 * React as usual. Renders nothing of its own.
 */
function EffectsBeforeInput({ children }: { children: ReactNode }) {
  const [, update] = useState(0);
  const listening = useRef<AbortController>(undefined);
  useLayoutEffect(() => {
    const controller = new AbortController();
    listening.current = controller;
    const runEffects = () => flushSync(() => update((count) => count + 1));
    for (const type of INPUT_EVENTS) window.addEventListener(type, runEffects, { capture: true, passive: true, signal: controller.signal });
    return () => controller.abort();
  }, []);
  // The root's own effect runs after every other effect of the page.
  useEffect(() => listening.current?.abort(), []);
  return children;
}

/** Every page in the same wrapper, so that a later `render` (Next's navigations) keeps the tree. */
function wrapped(children: ReactNode): ReactNode {
  return createElement(EffectsBeforeInput, null, children);
}

function hydrateRoot(container: Parameters<typeof hydrateNow>[0], children: ReactNode, options?: Parameters<typeof hydrateNow>[2]): ReturnType<typeof hydrateNow> {
  let root: ReturnType<typeof hydrateNow> | undefined;
  startTransition(() => {
    root = hydrateNow(container, wrapped(children), options);
  });
  if (!root) throw new Error('hydrateRoot did not answer a root');
  const render = root.render.bind(root);
  root.render = (next: ReactNode) => render(wrapped(next));
  return root;
}

export default { createRoot, hydrateRoot };
