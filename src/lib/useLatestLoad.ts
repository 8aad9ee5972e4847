import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/**
 * Loads when `deps` change and again on the `reload()` it answers, and hands each answer to
 * `show`. Only the latest load's answer is shown: one that arrives after a later load has started
 * (two quick steps, each reloading) is dropped, so the screen never goes back to an older list.
 * `load` answers undefined when there is nothing to load yet (no member, session not known).
 */
export function useLatestLoad<T>(load: () => Promise<T> | undefined, show: (answer: T) => void, deps: DependencyList): () => void {
  const latest = useRef({ load, show });
  useEffect(() => {
    latest.current = { load, show };
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void latest.current.load()?.then((answer) => {
      if (current) latest.current.show(answer);
    });
    return () => {
      current = false;
    };
    // `deps` are the caller's: what the load reads; `version` counts the reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, version]);

  return useCallback(() => setVersion((value) => value + 1), []);
}
