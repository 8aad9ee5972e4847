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

/**
 * Runs `task` in a task of its own right after the current one (a zero timeout). For what an
 * effect starts at hydration (a fetch, an import()): React runs every mounted component's effects
 * in one task, and on a phone their sum passed the 50 ms a long task is counted from
 * (docs/STARTUP.md, ninth look). Returns a cancel function.
 */
export function inNextTask(task: () => void, win: Window = window): () => void {
  const handle = win.setTimeout(task, 0);
  return () => win.clearTimeout(handle);
}
