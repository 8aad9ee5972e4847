/**
 * Runs `task` once the browser is idle (requestIdleCallback, or a short timeout where there is
 * none), e.g. to fetch code that a first use should find already loaded. Returns a cancel function.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: 3000 });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(task, 200);
  return () => win.clearTimeout(handle);
}
