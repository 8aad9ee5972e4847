/**
 * The query of the addresses PortOne's windows send the browser back to (/donate/complete,
 * /donate/pledge), read by the pages' getServerSideProps: the server's HTML is then the page the
 * browser hydrates, whatever the address carries (a page that waited for Next's router rendered
 * nothing on the server but the view at once in the browser when the address had no query, and
 * React refused the hydration: error #418).
 */

/** A query as Next gives it to getServerSideProps. */
export type ReturnQuery = Partial<Record<string, string | string[]>>;

/** One text of the query, at most `max` characters; '' when it is missing or repeated. */
export function queryText(query: ReturnQuery, name: string, max = 200): string {
  const value = query[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** A positive whole number of the query (an id); 0 when it is missing or not one. */
export function queryId(query: ReturnQuery, name: string): number {
  const text = queryText(query, name, 20);
  const id = /^\d+$/.test(text) ? Number(text) : 0;
  return Number.isSafeInteger(id) ? id : 0;
}
