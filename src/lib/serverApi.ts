/**
 * Calls from getServerSideProps to the API of the same process: the pages and the API share one
 * port (apps/api/src/main.ts), so the server asks itself over loopback. Never used in the browser.
 */
import http, { type IncomingMessage } from 'node:http';
import { hasPersonalCookie } from '@nanum/shared/sessionCookie';

function internalOrigin(): { host: string; port: number } {
  const host = process.env.HOST;
  return { host: !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port: Number(process.env.PORT || 3000) };
}

/**
 * Kept-alive loopback connections. Node's http client rather than fetch: a page's render waits on
 * these calls, and fetch (undici, web streams) costs about twice the CPU per call on this path.
 * An idle connection is closed after 4 s, before the server's keep-alive timeout (Node's default
 * 5 s) closes it under a request being sent on it.
 */
const loopbackAgent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });

/** A kept-alive connection the server closed just as a request went out on it: safe to send again (GETs only). */
const closedUnderUs = (error: NodeJS.ErrnoException, reused: boolean) => reused && error.code === 'ECONNRESET';

export interface ServerAnswer<T> {
  status: number;
  body: T | undefined;
}

/**
 * GET an /api path of this server with the given headers; the status and parsed JSON body
 * (undefined when not JSON). Sent once more on a fresh connection when a kept-alive one was
 * closed under it (a 500 page otherwise, seen under load); other network errors reject.
 */
export function loopbackGet<T>(path: string, headers: Record<string, string> = {}): Promise<ServerAnswer<T>> {
  return send<T>(path, headers, false);
}

function send<T>(path: string, headers: Record<string, string>, retried: boolean): Promise<ServerAnswer<T>> {
  const { host, port } = internalOrigin();
  return new Promise((resolve, reject) => {
    const req = http.get({ host, port, path, agent: loopbackAgent, headers: { accept: 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        let body: T | undefined;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && closedUnderUs(error, req.reusedSocket)) resolve(send<T>(path, headers, true));
      else reject(error);
    });
  });
}

/** GET an /api path; the status and parsed JSON body of any answer. Network errors reject. */
export const serverGet = <T>(path: string): Promise<ServerAnswer<T>> => loopbackGet<T>(path);

/**
 * Public pages may be stored by any cache but are checked with the server (ETag) before each use:
 * what an operator changes in the admin area (pages, directory, endorsers) shows at once.
 */
export const PUBLIC_PAGE_CACHE = 'public, no-cache';

/**
 * The Cache-Control of a page every visitor without a session sees alike (home, board lists):
 * public, but private when rendered for a member or for a browser that hid the pop-up (its HTML
 * shows the pop-up or not for that browser alone).
 */
export const pageCacheControl = (req: IncomingMessage): string => (hasPersonalCookie(req.headers.cookie) ? 'private, no-cache' : PUBLIC_PAGE_CACHE);
