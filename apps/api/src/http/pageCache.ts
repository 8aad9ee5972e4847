import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { hasSessionCookie } from '@nanum/shared/sessionCookie';

/**
 * An in-process cache of the rendered HTML of the pages every visitor sees alike: the home page
 * and the board lists (and their client-side navigation data), for visitors without a session.
 *
 * - Stored: a GET of a cached path, from a request without the session cookie, answered 200 with
 *   a `public` Cache-Control (the page declares it may be shared) and no Set-Cookie, while no write
 *   happened during the render. Keyed by the whole URL (query included) and Accept-Encoding.
 * - Served: to any GET of the same key without the session cookie; If-None-Match still gets 304.
 *   A member (session cookie) always gets a fresh render, never a stored one.
 * - Revalidated: every successful non-GET /api request drops everything (a generation number is
 *   bumped; with Redis, every instance's, see pageCacheRedis.ts); what changes without a write
 *   request (visit counts) is at most `maxAgeMs` old.
 */
export interface PageCache {
  /** Around the web (Next.js) handler: answers from the cache or stores what the handler sends. */
  web: RequestHandler;
  /** On /api: a successful write (non-GET answered below 400) invalidates the cache. */
  invalidateOnWrite: RequestHandler;
  /** Drops every stored page here (and, when linked, tells the other instances). */
  invalidate(): void;
  /** Called on every invalidation made here (pageCacheRedis.ts publishes it). */
  onInvalidate(listener: () => void): void;
  /** Drops every stored page here only (a message from another instance). */
  invalidateLocally(): void;
}

/** The home page and the board lists, as HTML and as Next's client-side navigation data. */
const CACHED_PATH = /^\/(?:community\/[a-z0-9-]+\/?)?$|^\/_next\/data\/[^/]+\/(?:index|community\/[a-z0-9-]+)\.json$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Headers that belong to one connection or answer, never replayed. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie']);

interface Entry {
  storedAt: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const cacheable = (req: Request) => req.method === 'GET' && CACHED_PATH.test(req.path) && !hasSessionCookie(req.headers.cookie);

function shareable(res: Response): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return res.statusCode === 200 && res.getHeader('set-cookie') === undefined && /\bpublic\b/.test(cacheControl) && !/\b(?:private|no-store)\b/.test(cacheControl);
}

export function createPageCache(options: { maxAgeMs: number; maxEntries?: number; now?: () => number }): PageCache {
  const { maxAgeMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const listeners: (() => void)[] = [];
  let generation = 0;

  const invalidateLocally = () => {
    generation += 1;
    entries.clear();
  };
  const invalidate = () => {
    invalidateLocally();
    for (const listener of listeners) listener();
  };

  const serve = (req: Request, res: Response, entry: Entry) => {
    for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader('X-Page-Cache', 'hit');
    const etag = entry.headers.etag;
    if (etag !== undefined && req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', entry.body.length);
    res.status(200).end(entry.body);
  };

  /** Collects what the handler sends; stores it once the answer is complete, if it may be shared. */
  const capture = (res: Response, key: string) => {
    const startedIn = generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else chunks.push(Buffer.from(chunk as Uint8Array));
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as Response['write'];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return end(chunk, encoding, callback);
    }) as Response['end'];
    res.once('finish', () => {
      if (!shareable(res) || generation !== startedIn) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!NOT_STORED.has(name)) headers[name] = value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { storedAt: now(), headers, body: Buffer.concat(chunks) });
    });
  };

  const web: RequestHandler = (req, res, next) => {
    if (!cacheable(req)) return next();
    const key = `${req.headers['accept-encoding'] ?? ''}\n${req.originalUrl}`;
    const entry = entries.get(key);
    if (entry && now() - entry.storedAt < maxAgeMs) return serve(req, res, entry);
    if (entry) entries.delete(key);
    res.setHeader('X-Page-Cache', 'miss');
    capture(res, key);
    next();
  };

  const invalidateOnWrite: RequestHandler = (req, res, next) => {
    if (!READS.has(req.method)) res.once('finish', () => res.statusCode < 400 && invalidate());
    next();
  };

  return { web, invalidateOnWrite, invalidate, invalidateLocally, onInvalidate: (listener) => listeners.push(listener) };
}
