/**
 * The shared request helper of SPEC section 7:
 * - sends credentials (cookies) with every request;
 * - defaults to a JSON content type and serializes the body as JSON, unless the body is FormData
 *   (then no content type is set, so the browser writes the multipart boundary);
 * - appends optional query params (undefined and null values are skipped);
 * - prefixes relative paths with the configured base path;
 * - returns the parsed JSON only when the status is exactly 200, otherwise undefined (no message);
 * - passes network errors on as rejections.
 */

import { API_BASE, jsonHeaders, okBody, readJson, requestInit, resolveUrl } from './requestCore';

// The base path and the URL join live in requestCore.ts (the part every page loads), re-exported here.
export { API_BASE, resolveUrl };

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  query?: Query;
  /** Extra headers; they win over the JSON default. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The status and parsed JSON body of any answer (see `requestWithStatus`). */
export interface RequestResult<T = unknown> {
  status: number;
  /** The parsed JSON body, or undefined when there is none or it is not JSON. */
  body: T | undefined;
}

/** Options of the convenience methods: everything but the method and the body. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface RequestClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T | undefined>;
  get<T = unknown>(path: string, options?: CallOptions): Promise<T | undefined>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T | undefined>;
  put<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T | undefined>;
  del<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T | undefined>;
  /**
   * A sibling of `request` for the few callers that must read a failure's body (e.g. the login
   * answer's Korean message on a 401 or 429): the same request, answered as `{ status, body }`
   * for any status. Network errors still reject.
   */
  requestWithStatus<T = unknown>(path: string, options?: RequestOptions): Promise<RequestResult<T>>;
}

/** Appends the query params, skipping undefined and null; arrays repeat the key. */
export function appendQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  const hashAt = url.indexOf('#');
  const [head, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${separator}${search}${hash}`;
}

/** Sends the request as SPEC section 7 describes, on `basePath`; network errors (and aborts) reject. */
function send(basePath: string, path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, query, headers, signal } = options;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;

  const finalHeaders: Record<string, string> = isFormData ? {} : jsonHeaders();
  for (const [name, value] of Object.entries(headers ?? {})) {
    // Never force a content type on form data: the boundary must come from the browser.
    if (isFormData && name.toLowerCase() === 'content-type') continue;
    finalHeaders[name] = value;
  }

  const init = requestInit(method, finalHeaders, signal);
  if (body !== undefined) init.body = isFormData ? (body as FormData) : JSON.stringify(body);
  return globalThis.fetch(appendQuery(resolveUrl(basePath, path), query), init);
}

async function requestOn<T>(basePath: string, path: string, options: RequestOptions = {}): Promise<T | undefined> {
  return okBody<T>(await send(basePath, path, options));
}

async function requestWithStatusOn<T>(basePath: string, path: string, options: RequestOptions = {}): Promise<RequestResult<T>> {
  const response = await send(basePath, path, options);
  return { status: response.status, body: await readJson<T>(response) };
}

/** A request helper on another base path (the app uses the functions below, on API_BASE). */
export function createRequest(basePath: string = API_BASE): RequestClient {
  return {
    request: (path, options) => requestOn(basePath, path, options),
    requestWithStatus: (path, options) => requestWithStatusOn(basePath, path, options),
    get: (path, options) => requestOn(basePath, path, { ...options, method: 'GET' }),
    post: (path, body, options) => requestOn(basePath, path, { ...options, method: 'POST', body }),
    put: (path, body, options) => requestOn(basePath, path, { ...options, method: 'PUT', body }),
    del: (path, body, options) => requestOn(basePath, path, { ...options, method: 'DELETE', body }),
  };
}

// The app's request helper, on NEXT_PUBLIC_API_BASE (default: same origin). Plain functions, not
// an object, so that a page carries only the ones it calls (the header needs `get` alone).
export const request = <T = unknown>(path: string, options?: RequestOptions) => requestOn<T>(API_BASE, path, options);
export const requestWithStatus = <T = unknown>(path: string, options?: RequestOptions) => requestWithStatusOn<T>(API_BASE, path, options);
export const get = <T = unknown>(path: string, options?: CallOptions) => requestOn<T>(API_BASE, path, { ...options, method: 'GET' });
export const post = <T = unknown>(path: string, body?: unknown, options?: CallOptions) => requestOn<T>(API_BASE, path, { ...options, method: 'POST', body });
export const put = <T = unknown>(path: string, body?: unknown, options?: CallOptions) => requestOn<T>(API_BASE, path, { ...options, method: 'PUT', body });
export const del = <T = unknown>(path: string, body?: unknown, options?: CallOptions) => requestOn<T>(API_BASE, path, { ...options, method: 'DELETE', body });
