/** Longest return path kept in the session. */
const RETURN_PATH_MAX = 500;

const ORIGIN = 'http://return-path.invalid';

/**
 * The return path to remember for after a social login, or undefined when the value is not a path
 * on this site (no open redirect): it must be a string starting with exactly one '/', never '//'
 * or '/\' (browsers read both as another host), with no scheme, no backslash and no control or
 * space characters (browsers drop tabs and newlines, which would turn '/\t/evil' into '//evil').
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a second leading slash: '/.//evil' reads as '//evil'.
  return path.startsWith('//') ? undefined : path;
}

/**
 * The page a social login ends on: the return path (`/` without one) with `login=<result>` added to
 * its query, before any hash, so that the page says how it went.
 */
export function withLoginResult(returnTo: string | undefined, result: string): string {
  const path = returnTo ?? '/';
  const hashAt = path.indexOf('#');
  const [beforeHash, hash] = hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}login=${encodeURIComponent(result)}${hash}`;
}
