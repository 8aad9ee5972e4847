import type { RequestHandler } from 'express';

/**
 * A small in-process cache of public, viewer-independent reads (a board's list page, a post with
 * its comments), so that a read burst does not run the same queries for every request.
 *
 * Freshness: every state-changing API request (any method but GET/HEAD/OPTIONS) empties the cache
 * when it ends, unless it was refused (invalidateOnWrite), and with REDIS_URL set the other
 * instances are told through Redis pub/sub (redis/readCacheSync.ts). An answer computed while a
 * write ended is not kept (it is tagged with the generation it started in). What changes without
 * a request that writes (a visit count, a change made from the command line) shows within `ttlMs`.
 * The page cache (pageCache.ts) is revalidated by the same invalidations, through `generation`.
 *
 * Values are shared between requests: callers must not change them (copy before adjusting), but
 * for a post's visit counter, which readPost keeps exact in place.
 */
export interface ReadCache {
  /** The value of `key`, computed once per generation (concurrent misses share one computation). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every value (a write here); tells the other instances unless `fromPeer`. */
  invalidate(fromPeer?: boolean): void;
  /** Called on every local invalidation (the Redis publisher). */
  onInvalidate(listener: () => void): void;
  /** Bumped by every invalidation (here or from a peer): the page cache keys its pages on it. */
  readonly generation: number;
  readonly size: number;
}

interface Entry {
  generation: number;
  at: number;
  value: Promise<unknown>;
}

export function createReadCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): ReadCache {
  let generation = 0;
  const entries = new Map<string, Entry>();
  const listeners: (() => void)[] = [];
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now - hit.at < ttlMs) {
        // Most recently used last: the first key is the one to evict.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const started = generation;
      const entry: Entry = { generation: started, at: now, value: compute() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      entry.value.then(
        () => {
          if (generation !== started && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value as Promise<T>;
    },
    invalidate(fromPeer = false) {
      generation += 1;
      entries.clear();
      if (!fromPeer) for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The one GET that writes what is cached: a social login's callback creates or links a member. */
const WRITING_GET = /^\/user\/login\/[^/]+\/callback$/;

/**
 * Empties the read cache when a state-changing request ends (its commit is visible to the next
 * read; a read that began before and ends after is not kept), unless it was refused: an answer
 * 400-499 changed nothing, so visitors' failed logins or forms do not empty the cache for all.
 */
export function invalidateOnWrite(cache: ReadCache): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) && !WRITING_GET.test(req.path)) return next();
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      const refused = res.writableFinished && res.statusCode >= 400 && res.statusCode < 500;
      if (!refused) cache.invalidate();
    };
    res.once('finish', end);
    res.once('close', end);
    next();
  };
}
