/**
 * What the pages' server-side code (getServerSideProps) uses: the in-process reads the API
 * attached to the page request (packages/shared/src/serverReads.ts), and the page's Cache-Control.
 * Never used in the browser.
 */
import type { IncomingMessage } from 'node:http';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { hasPersonalCookie } from '@nanum/shared/sessionCookie';

/** The reads of this page request, as its viewer. Pages are served only by the API's server (apps/api/src/main.ts), which attaches them. */
export function serverReadsOf(req: IncomingMessage): ServerReads {
  const reads = (req as IncomingMessage & { [SERVER_READS]?: ServerReads })[SERVER_READS];
  if (!reads) throw new Error('page request without server reads: pages are served by apps/api/src/main.ts');
  return reads;
}

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
