import { useSyncExternalStore } from 'react';
import { formatDateTime, formatRelativeTime } from '@nanum/shared/format';
import { whenIdle } from './whenIdle';

/**
 * The browser's clock for relative dates, shared by every RelativeDate on the page and moved on
 * every RELATIVE_TICK_MS while one is shown. Null until it first reads the time: on the first
 * page, once the browser is idle after hydration, so that 40 dates of a list are not rendered
 * again inside hydration's own long task (docs/STARTUP.md); on pages shown later, at once.
 */
const RELATIVE_TICK_MS = 30_000;
let clientNow: number | null = null;
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;
let cancelFirstTick: (() => void) | undefined;

function tick(): void {
  cancelFirstTick = undefined;
  clientNow = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!ticker) {
    ticker = setInterval(tick, RELATIVE_TICK_MS);
    if (clientNow === null) cancelFirstTick = whenIdle(tick);
    else clientNow = Date.now();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = undefined;
      cancelFirstTick?.();
      cancelFirstTick = undefined;
    }
  };
}

const browserNow = (): number | null => clientNow;
/** No clock on the server, nor while the browser hydrates the server's HTML. */
const serverNow = (): null => null;

/**
 * A relative date ("3시간 전", or "2026-11-02" after a day). The server and the hydrating browser
 * write the absolute date and time instead: both format it on the site's clock (SITE_TIME_ZONE),
 * so the text is identical, where "N초 전" would differ by the seconds between them. Once the
 * browser is idle after hydration, and at once on pages shown later, it reads relative to the
 * browser's clock.
 */
export function RelativeDate({ iso, className }: { iso: string; className?: string }) {
  const now = useSyncExternalStore(subscribe, browserNow, serverNow);
  const absolute = formatDateTime(iso);
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {now === null ? absolute : formatRelativeTime(iso, now)}
    </time>
  );
}
