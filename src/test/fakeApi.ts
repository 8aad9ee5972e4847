import { afterEach, vi } from 'vitest';

/** One request the component sent, as the server would read it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData as sent, or undefined. */
  body: unknown;
}

/** The server's answer: the status (200 unless given) and the JSON it sends. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** Answers by "METHOD /path" (no query); a function answers from the request, at once or later (a promise: a slow answer). */
export type FakeRoutes = Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer | Promise<FakeAnswer>)>;

afterEach(() => {
  vi.unstubAllGlobals();
});

function readBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body;
}

/**
 * Fakes the network only (globalThis.fetch): each request is answered from `routes` with the JSON
 * the API sends, and kept in `sent`. A request no route answers fails the test with its name.
 */
export function fakeApi(routes: FakeRoutes) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://nanum.test');
    const request: SentRequest = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: readBody(init.body) };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) throw new Error(`unexpected request: ${request.method} ${url.pathname}${url.search}`);
    const { status = 200, body } = typeof route === 'function' ? await route(request) : route;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  /** The requests sent to "METHOD /path". */
  const to = (key: string) => sent.filter((request) => `${request.method} ${request.path}` === key);
  return { sent, to };
}

/** Answers the browser's confirmation dialog (window.confirm, which happy-dom lacks) with `answer`, keeping the questions. */
export function fakeConfirm(answer: boolean) {
  const confirm = vi.fn((_question?: string) => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}
