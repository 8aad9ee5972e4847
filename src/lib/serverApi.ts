/**
 * Calls from getServerSideProps to the API of the same process: the pages and the API share one
 * port (apps/api/src/main.ts), so the server asks itself over loopback. Never used in the browser.
 */
import http from 'node:http';

function internalOrigin(): { host: string; port: number } {
  const host = process.env.HOST;
  return { host: !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port: Number(process.env.PORT || 3000) };
}

/**
 * Kept-alive loopback connections. Node's http client rather than fetch: a page's render waits on
 * these calls, and fetch (undici, web streams) costs about twice the CPU per call on this path.
 */
const loopbackAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface ServerAnswer<T> {
  status: number;
  body: T | undefined;
}

/** GET an /api path of this server with the given headers; the status and parsed JSON body (undefined when not JSON). Network errors reject. */
export function loopbackGet<T>(path: string, headers: Record<string, string> = {}): Promise<ServerAnswer<T>> {
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
    req.on('error', reject);
  });
}

/** GET an /api path; the status and parsed JSON body of any answer. Network errors reject. */
export const serverGet = <T>(path: string): Promise<ServerAnswer<T>> => loopbackGet<T>(path);

/**
 * Public pages may be stored by any cache but are checked with the server (ETag) before each use:
 * what an operator changes in the admin area (pages, directory, endorsers) shows at once.
 */
export const PUBLIC_PAGE_CACHE = 'public, no-cache';
