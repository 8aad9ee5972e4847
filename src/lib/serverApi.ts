/**
 * Calls from getServerSideProps to the API of the same process: the pages and the API share one
 * port (apps/api/src/main.ts), so the server asks itself over loopback. Never used in the browser.
 */
function internalOrigin(): string {
  const host = process.env.HOST;
  const loopback = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${process.env.PORT || 3000}`;
}

export interface ServerAnswer<T> {
  status: number;
  body: T | undefined;
}

/** GET an /api path; the status and parsed JSON body of any answer. Network errors reject. */
export async function serverGet<T>(path: string): Promise<ServerAnswer<T>> {
  const res = await fetch(`${internalOrigin()}${path}`, { headers: { accept: 'application/json' } });
  const body = (await res.json().catch(() => undefined)) as T | undefined;
  return { status: res.status, body };
}

/**
 * Public pages may be stored by any cache but are checked with the server (ETag) before each use:
 * what an operator changes in the admin area (pages, directory, endorsers) shows at once.
 */
export const PUBLIC_PAGE_CACHE = 'public, no-cache';
