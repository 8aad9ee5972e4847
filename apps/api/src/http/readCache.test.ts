import { describe, expect, it } from 'vitest';
import { createReadCache } from './readCache';

/** A promise resolved from outside, for a computation that overlaps a write. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('read cache', () => {
  it('computes a key once, shares a computation in flight, and forgets everything on a write', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let runs = 0;
    const compute = async () => ++runs;
    const [first, second] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([first, second, await cache.get('k', compute)]).toEqual([1, 1, 1]);
    cache.invalidate();
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('does not keep an answer computed while a write happened', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const slow = deferred<string>();
    const stale = cache.get('k', () => slow.promise);
    cache.invalidate();
    slow.resolve('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
  });

  it('forgets a failed computation and values older than the lifetime, and keeps at most maxEntries', async () => {
    const cache = createReadCache({ ttlMs: 30, maxEntries: 2 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    expect(cache.size).toBe(2);
    expect(await cache.get('k', async () => 'evicted')).toBe('evicted');
  });

  it('tells its listeners of a local write, not of one reported by another instance', () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let told = 0;
    cache.onInvalidate(() => (told += 1));
    cache.invalidate();
    cache.invalidate(true);
    expect(told).toBe(1);
  });
});
