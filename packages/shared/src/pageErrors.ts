/**
 * Errors of the pages' server-side code (getServerSideProps, rendering) reach the API's logger:
 * Next.js runs quiet in production (it would print them with console.error, unstructured), and
 * its onRequestError hook (src/instrumentation.ts) hands them to the function the server
 * registered on globalThis under PAGE_ERROR_LOG (apps/api main.ts).
 */
export const PAGE_ERROR_LOG = Symbol.for('nanum.pageErrorLog');

/** What is logged of a failed page: the error, the method and the path without its query (tokens, search words). */
export type PageErrorLog = (error: unknown, request: { method: string; path: string; route: string }) => void;
