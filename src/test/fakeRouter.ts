import type { NextRouter } from 'next/router';
import { vi } from 'vitest';

/**
 * Next's page router at `asPath`, as a component reads it from its context: navigation is
 * recorded (`push`, `replace`), never performed.
 */
export function fakeRouter(asPath: string): NextRouter & { push: ReturnType<typeof vi.fn> } {
  const url = new URL(asPath, 'http://nanum.test');
  const events = { on: vi.fn(), off: vi.fn(), emit: vi.fn() };
  return {
    route: url.pathname, pathname: url.pathname, asPath, basePath: '', query: Object.fromEntries(url.searchParams), isReady: true, isFallback: false,
    isLocaleDomain: false, isPreview: false, events, push: vi.fn(async () => true), replace: vi.fn(async () => true), reload: vi.fn(), back: vi.fn(), forward: vi.fn(),
    prefetch: vi.fn(async () => undefined), beforePopState: vi.fn(),
  };
}
