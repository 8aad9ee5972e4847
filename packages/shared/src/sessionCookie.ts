/** The name of the login session's cookie (express-session on the API; the pages look for it). */
export const SESSION_COOKIE = 'nanum.sid';

/**
 * Whether a Cookie header carries the session cookie: a member (or someone who was one). Pages
 * rendered for such a request are theirs alone, never shared with other visitors.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}
