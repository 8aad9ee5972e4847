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
import { startTransition } from 'react';
import { createRoot, hydrateRoot as hydrateNow } from 'react-dom/client';

function hydrateRoot(...args: Parameters<typeof hydrateNow>): ReturnType<typeof hydrateNow> {
  let root: ReturnType<typeof hydrateNow> | undefined;
  startTransition(() => {
    root = hydrateNow(...args);
  });
  if (!root) throw new Error('hydrateRoot did not answer a root');
  return root;
}

export default { createRoot, hydrateRoot };
