/**
 * The part of the request helper (request.ts, SPEC section 7) that every page needs: the app
 * wrapper's start-up reads (the current user, the site settings) are plain GETs of an API path.
 * request.ts builds the rest on it (query params, bodies and form data, any status's answer); kept
 * apart so that the wrapper's JavaScript, which every page loads, carries only this
 * (docs/BUNDLES.md: a module in the wrapper's chunk carries every export any page uses).
 */

/** The base path, read once. Empty means the same origin as the page (the usual setup). */
export const API_BASE: string = process.env.NEXT_PUBLIC_API_BASE ?? '';

/** An absolute URL ("https://...", "blob:...") or a protocol-relative one ("//host/..."). */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i;

/** Joins the base path and a relative path; absolute URLs are left alone. */
export function resolveUrl(base: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The init of every request: cookies always, and the headers given (request.ts decides them). */
export const requestInit = (method: string, headers: Record<string, string>, signal?: AbortSignal): RequestInit => ({ method, credentials: 'include', headers, signal });

/** The JSON content type every request without form data declares. */
export const jsonHeaders = (): Record<string, string> => ({ 'Content-Type': 'application/json' });

/** The parsed JSON body, or undefined when there is none or it is not JSON. */
export async function readJson<T>(response: Response): Promise<T | undefined> {
  try {
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

/** The parsed JSON of an answer whose status is exactly 200, otherwise undefined (the body is let go). */
export async function okBody<T>(response: Response): Promise<T | undefined> {
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  // A 200 without a JSON body carries nothing to return.
  return readJson<T>(response);
}

/**
 * GET of an API path on NEXT_PUBLIC_API_BASE, sent and answered exactly as request.ts's `get(path)`
 * without options: the parsed JSON of a 200, otherwise undefined; network errors reject.
 */
export async function getJson<T = unknown>(path: string): Promise<T | undefined> {
  return okBody<T>(await globalThis.fetch(resolveUrl(API_BASE, path), requestInit('GET', jsonHeaders())));
}
