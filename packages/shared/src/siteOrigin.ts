/**
 * The site's one public address (PUBLIC_URL), read the same way by the API (config/env.ts) and the
 * pages (canonical and og:url): never from a request's Host header, which the client writes.
 * Unset, it is http://localhost:PORT, so `npm install && npm start` works on a fresh machine.
 */

/** The port the server listens on when PORT is unset. */
export const DEFAULT_PORT = 3000;

/** Host names that always mean this machine. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a host name (or listen address) means this machine only. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOSTS.includes(host) || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** PUBLIC_URL without its trailing slashes, or http://localhost:PORT when it is unset or empty. */
export function publicUrlOf(publicUrl: string | undefined, port: string | number | undefined): string {
  const set = publicUrl?.trim();
  return (set ? set : `http://localhost:${port === undefined || port === '' ? DEFAULT_PORT : port}`).replace(/\/+$/, '');
}

/**
 * The browser origins (scheme, host and port) this site answers as: PUBLIC_URL's, and when that
 * names this machine, the same scheme and port under its other loopback names (a page at
 * http://127.0.0.1:3000 can only be this server's own), so a local start accepts both.
 */
export function siteOrigins(publicUrl: string): ReadonlySet<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (isLoopbackHost(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(new URL(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`).origin);
  }
  return origins;
}

/** Whether an Origin header names this site exactly (scheme, host and port); 'null' and malformed values never do. */
export function isSiteOrigin(origin: string, origins: ReadonlySet<string>): boolean {
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return url.origin === origin.replace(/\/+$/, '') && origins.has(url.origin);
  } catch {
    return false;
  }
}
