import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { hasPersonalCookie } from '@nanum/shared/sessionCookie';
import type { ReadCache } from './readCache';

/**
 * An in-process cache of the rendered HTML of the pages every visitor sees alike: the home page,
 * the board lists and the posts (and their client-side navigation data), for visitors without a
 * session. A post's visit is still counted when its page is served from here
 * (modules/community/postPageVisits.ts, before this cache).
 * Their HTML holds the pop-up announcement when one is shown (read in process, http/serverReads.ts): a
 * browser that hid it carries the pop-up id cookie, and its pages are its own like a member's.
 *
 * - Stored: a GET of a cached path, from a request without the session cookie or the pop-up id
 *   cookie (hasPersonalCookie), answered 200 with a `public` Cache-Control (the page declares it
 *   may be shared) and no Set-Cookie, while no write happened during the render. Keyed by the whole URL (query included) and Accept-Encoding.
 * - Served: to any GET of the same key without those cookies; If-None-Match still gets 304.
 *   A member (session cookie) or a browser that hid the pop-up (its id cookie) always gets a
 *   fresh render, never a stored one.
 * - Revalidated: by the writes that empty the API's read cache (readCache.ts: every /api request
 *   that may change something, on every instance when Redis links them): a page stored before
 *   the read cache's last invalidation is not served, and a render under way during one is not
 *   stored. What changes without a write request (the visit count a page shows) is at most
 *   `maxAgeMs` old.
 */
export interface PageCache {
  /** Around the web (Next.js) handler: answers from the cache or stores what the handler sends. */
  web: RequestHandler;
}

/** The home page, the board lists and the posts, as HTML and as Next's client-side navigation data. */
const CACHED_PATH = /^\/(?:community\/[a-z0-9-]+(?:\/\d{1,10})?\/?)?$|^\/_next\/data\/[^/]+\/(?:index|community\/[a-z0-9-]+(?:\/\d{1,10})?)\.json$/;
/** Headers that belong to one connection or answer, never replayed. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie']);

interface Entry {
  /** The read cache's generation the page was rendered in. */
  generation: number;
  storedAt: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

const cacheable = (req: Request) => req.method === 'GET' && CACHED_PATH.test(req.path) && !hasPersonalCookie(req.headers.cookie);

function shareable(res: Response): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return res.statusCode === 200 && res.getHeader('set-cookie') === undefined && /\bpublic\b/.test(cacheControl) && !/\b(?:private|no-store)\b/.test(cacheControl);
}

/** `writes`: the read cache whose invalidations (the writes) revalidate the pages. */
export function createPageCache(options: { maxAgeMs: number; writes: Pick<ReadCache, 'generation'>; maxEntries?: number; now?: () => number }): PageCache {
  const { maxAgeMs, writes, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();

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
    const startedIn = writes.generation;
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
      if (!shareable(res) || writes.generation !== startedIn) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!NOT_STORED.has(name)) headers[name] = value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { generation: startedIn, storedAt: now(), headers, body: Buffer.concat(chunks) });
    });
  };

  const web: RequestHandler = (req, res, next) => {
    if (!cacheable(req)) return next();
    const key = `${req.headers['accept-encoding'] ?? ''}\n${req.originalUrl}`;
    const entry = entries.get(key);
    if (entry && entry.generation === writes.generation && now() - entry.storedAt < maxAgeMs) return serve(req, res, entry);
    if (entry) entries.delete(key);
    res.setHeader('X-Page-Cache', 'miss');
    capture(res, key);
    next();
  };

  return { web };
}
