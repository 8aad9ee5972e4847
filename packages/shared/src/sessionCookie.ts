/** The name of the login session's cookie (express-session on the API; the pages look for it). */
export const SESSION_COOKIE = 'nanum.sid';

/**
 * The browser's pop-up id, set when a visitor hides the pop-up announcement for a week
 * (apps/api popupDisplay.router). The server-rendered pages show the pop-up in their HTML, so a page
 * rendered for a request carrying it may differ from everyone else's.
 */
export const POPUP_VISITOR_COOKIE = 'nanum_popup_visitor';

/** The value of one cookie in a Cookie header (the first of that name), or null. */
function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  const pair = (cookieHeader ?? '').split(';').find((part) => part.trim().startsWith(`${name}=`));
  return pair === undefined ? null : pair.trim().slice(name.length + 1);
}

const hasCookie = (cookieHeader: string | undefined, name: string): boolean => cookieValue(cookieHeader, name) !== null;

/** The pop-up id as the API sets it (random, 32 hex digits). */
const POPUP_VISITOR_ID = /^[a-f0-9]{32}$/;

/** The browser's pop-up id from a Cookie header, or null when it has none or a malformed one. */
export function popupVisitorIdOf(cookieHeader: string | undefined): string | null {
  const id = cookieValue(cookieHeader, POPUP_VISITOR_COOKIE);
  return id !== null && POPUP_VISITOR_ID.test(id) ? id : null;
}

/**
 * Whether a Cookie header carries the session cookie: a member (or someone who was one). Pages
 * rendered for such a request are theirs alone, never shared with other visitors.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return hasCookie(cookieHeader, SESSION_COOKIE);
}

/**
 * Whether a page rendered for this request may be this browser's alone: it carries the session
 * cookie or the pop-up id (its pop-up may be hidden). Such pages are never shared.
 */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  return hasCookie(cookieHeader, SESSION_COOKIE) || hasCookie(cookieHeader, POPUP_VISITOR_COOKIE);
}
