/** A background job started by main.ts: stopped on shutdown before the database closes. */
export interface RepeatingJob {
  /** Stops the timers and waits for a run in progress; no run starts after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once (or after `firstRunMs`) and then every `intervalMs`, one run at a time: a
 * tick that comes while a run is in progress is skipped. A failed run goes to `onError` and the
 * job tries again at the next tick. The timers never keep the process alive.
 */
export function startRepeatingJob(options: { run: () => Promise<void>; intervalMs: number; firstRunMs?: number; onError: (error: unknown) => void }): RepeatingJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = options.firstRunMs === undefined ? undefined : setTimeout(tick, options.firstRunMs);
  first?.unref();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  if (first === undefined) tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
