/**
 * The one rule for the links people type: an absolute http(s) address, or a path on this site
 * (what an operator types for a page of the site, e.g. `/youth`). Everything else (javascript:,
 * data:, protocol-relative `//host`, backslashes, spaces) is refused.
 */

/** An absolute http:// or https:// address with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Any path of this site: one leading slash, then no slash or backslash, and no spaces or control characters. */
const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
const SAME_SITE = 'http://site.invalid';

/** A path on this site (`/youth`, `/community/notice?page=2#top`): it never leaves the site. */
export function isSitePath(value: string): boolean {
  if (!SITE_PATH.test(value)) return false;
  try {
    return new URL(value, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
}

/** Where a pop-up, a partner or a page link may point: an http(s) address or a path on this site. */
export const isSiteLink = (value: string): boolean => isHttpUrl(value) || isSitePath(value);
