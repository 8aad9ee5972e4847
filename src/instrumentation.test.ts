import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ERROR_LOG } from '@nanum/shared/pageErrors';
import { onRequestError } from './instrumentation';

const context = { routerKind: 'Pages Router', routePath: '/community/[board]', routeType: 'render', revalidateReason: undefined } as const;
const holder = globalThis as { [PAGE_ERROR_LOG]?: unknown };

describe('a page that fails on the server', () => {
  afterEach(() => {
    delete holder[PAGE_ERROR_LOG];
    vi.restoreAllMocks();
  });

  it("reaches the server's logger with its route and path, never the query or the headers", async () => {
    const log = vi.fn();
    holder[PAGE_ERROR_LOG] = log;
    const error = new Error('home page: API answered 503 / 200');
    await onRequestError(error, { path: '/community/free?search=홍길동&token=abc', method: 'GET', headers: { cookie: 'nanum.sid=secret' } }, context);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(error, { method: 'GET', path: '/community/free', route: '/community/[board]' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret');
  });

  it('is still printed when no server registered a logger (next dev on its own)', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    await onRequestError(error, { path: '/?q=1', method: 'GET', headers: {} }, context);
    expect(printed).toHaveBeenCalledWith('page render failed', { method: 'GET', path: '/', route: '/community/[board]' }, error);
  });
});
