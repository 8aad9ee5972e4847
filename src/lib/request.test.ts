import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendQuery, createRequest, resolveUrl, type RequestClient } from './request';

/** What the test server saw of a request. */
interface Echo {
  method: string;
  url: string;
  contentType: string | null;
  custom: string | null;
  body: string;
}

/**
 * A real tiny server: /status/<code> answers that code with a JSON body, /text answers 200 with a
 * body that is not JSON, anything else echoes the request as JSON with status 200.
 */
function startServer(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const status = /^\/status\/(\d{3})/.exec(url);
      if (status) {
        const code = Number(status[1]);
        res.writeHead(code, { 'Content-Type': 'application/json' });
        res.end(code === 204 || code === 304 ? undefined : JSON.stringify({ status: code, message: '실패' }));
        return;
      }
      if (url.startsWith('/text')) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<p>not json</p>');
        return;
      }
      const echo: Echo = {
        method: req.method ?? '',
        url,
        contentType: req.headers['content-type'] ?? null,
        custom: (req.headers['x-custom'] as string | undefined) ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(echo));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: http.Server;
let origin: string;
let client: RequestClient;

beforeAll(async () => {
  server = await startServer();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createRequest(origin);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('request: answers', () => {
  it('returns the parsed JSON when the status is exactly 200', async () => {
    const echo = await client.get<Echo>('/api/user/get/self/information');
    expect(echo).toMatchObject({ method: 'GET', url: '/api/user/get/self/information' });
  });

  it.each([201, 202, 204, 304, 400, 401, 403, 404, 409, 429, 500, 503])(
    'returns undefined, with no message, for status %i',
    async (code) => {
      await expect(client.get(`/status/${code}`)).resolves.toBeUndefined();
      await expect(client.post(`/status/${code}`, { a: 1 })).resolves.toBeUndefined();
    },
  );

  it('returns undefined for a 200 whose body is not JSON', async () => {
    await expect(client.get('/text')).resolves.toBeUndefined();
  });

  it('passes network errors on as rejections', async () => {
    const closed = await startServer();
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createRequest(`http://127.0.0.1:${port}`).get('/echo')).rejects.toBeInstanceOf(TypeError);
  });

  it('passes an abort on as a rejection', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('/echo', { signal: controller.signal })).rejects.toThrow();
  });
});

describe('request: content type and body', () => {
  it('defaults to a JSON content type', async () => {
    const echo = await client.get<Echo>('/echo');
    expect(echo?.contentType).toBe('application/json');
    expect(echo?.body).toBe('');
  });

  it('serializes the body as JSON', async () => {
    const payload = { passid: 'nanum@example.org', password: '비밀번호1!', remember: true };
    const echo = await client.post<Echo>('/api/user/login', payload);
    expect(echo?.method).toBe('POST');
    expect(echo?.contentType).toBe('application/json');
    expect(JSON.parse(echo?.body ?? '')).toEqual(payload);
  });

  it('serializes non-object bodies as JSON too', async () => {
    expect((await client.put<Echo>('/echo', [1, 2]))?.body).toBe('[1,2]');
    expect((await client.put<Echo>('/echo', 'ALL'))?.body).toBe('"ALL"');
    expect((await client.put<Echo>('/echo', 0))?.body).toBe('0');
  });

  it('sends no body when none is given', async () => {
    const echo = await client.post<Echo>('/api/user/logout');
    expect(echo).toMatchObject({ method: 'POST', body: '' });
  });

  it('sends form data as multipart with the boundary written by fetch, not a JSON content type', async () => {
    const form = new FormData();
    form.append('name', '나눔 파트너');
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'logo.png');
    const echo = await client.put<Echo>('/api/corporation/set', form, { headers: { 'Content-Type': 'application/json' } });
    expect(echo?.contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
    expect(echo?.body).toContain('name="name"');
    expect(echo?.body).toContain('나눔 파트너');
    expect(echo?.body).toContain('filename="logo.png"');
  });

  it('lets the caller add or override headers', async () => {
    const echo = await client.post<Echo>('/echo', 'x', { headers: { 'X-Custom': 'yes', 'Content-Type': 'text/plain' } });
    expect(echo?.custom).toBe('yes');
    expect(echo?.contentType).toBe('text/plain');
  });

  it('get, post, put and del send their methods; del carries a body', async () => {
    expect((await client.get<Echo>('/echo'))?.method).toBe('GET');
    expect((await client.post<Echo>('/echo'))?.method).toBe('POST');
    expect((await client.put<Echo>('/echo'))?.method).toBe('PUT');
    const deleted = await client.del<Echo>('/api/alarm/delete', { id: 3, index: 'ALL', mode: 'READ' });
    expect(deleted?.method).toBe('DELETE');
    expect(JSON.parse(deleted?.body ?? '')).toEqual({ id: 3, index: 'ALL', mode: 'READ' });
    expect((await client.request<Echo>('/echo', { method: 'PATCH', body: { a: 1 } }))?.method).toBe('PATCH');
  });
});

describe('request: query params', () => {
  it('appends query params and skips undefined (and null) values', async () => {
    const echo = await client.get<Echo>('/api/community/board/get/7', {
      query: { page: 2, pageMax: 10, kind: undefined, search: null, open: true, q: '봉사 활동' },
    });
    const url = new URL(echo?.url ?? '', origin);
    expect(url.pathname).toBe('/api/community/board/get/7');
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['pageMax', '10'],
      ['open', 'true'],
      ['q', '봉사 활동'],
    ]);
  });

  it('repeats the key for array values and keeps a query already in the path', async () => {
    const echo = await client.get<Echo>('/api/user/get/list/all?sort=name', { query: { type: [1, 2] } });
    expect(echo?.url).toBe('/api/user/get/list/all?sort=name&type=1&type=2');
  });

  it('leaves the path alone when there is no query or every value is skipped', async () => {
    expect((await client.get<Echo>('/echo', { query: {} }))?.url).toBe('/echo');
    expect((await client.get<Echo>('/echo', { query: { a: undefined } }))?.url).toBe('/echo');
  });

  it('appendQuery keeps a fragment at the end', () => {
    expect(appendQuery('/a?x=1#top', { y: 2 })).toBe('/a?x=1&y=2#top');
    expect(appendQuery('/a', { y: 'a&b' })).toBe('/a?y=a%26b');
  });
});

describe('request: base path', () => {
  it('prefixes relative paths with the base path', async () => {
    const echo = await createRequest(`${origin}/base/`).get<Echo>('/api/corporation/get/all');
    expect(echo?.url).toBe('/base/api/corporation/get/all');
    const noSlash = await createRequest(`${origin}/base`).get<Echo>('api/popup/get/content');
    expect(noSlash?.url).toBe('/base/api/popup/get/content');
  });

  it('leaves absolute URLs alone', async () => {
    const echo = await createRequest('https://elsewhere.invalid').get<Echo>(`${origin}/absolute`);
    expect(echo?.url).toBe('/absolute');
  });

  it('with an empty base keeps paths relative to the page origin', () => {
    expect(resolveUrl('', '/api/user/logout')).toBe('/api/user/logout');
    expect(resolveUrl('', 'https://a.example/x')).toBe('https://a.example/x');
    expect(resolveUrl('https://api.example/', '/x')).toBe('https://api.example/x');
  });

  it('reads NEXT_PUBLIC_API_BASE once, when the module loads', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE', `${origin}/from-env`);
    const mod = await import('./request');
    expect(mod.API_BASE).toBe(`${origin}/from-env`);
    vi.stubEnv('NEXT_PUBLIC_API_BASE', `${origin}/changed`);
    expect((await mod.get<Echo>('/api/popup/get/content/all'))?.url).toBe('/from-env/api/popup/get/content/all');
    expect((await mod.post<Echo>('/echo'))?.url).toBe('/from-env/echo');
    expect((await mod.requestWithStatus<Echo>('/echo', { method: 'PUT' })).body?.url).toBe('/from-env/echo');
  });

  it('defaults the base path to the same origin (empty) when NEXT_PUBLIC_API_BASE is unset', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE', undefined);
    const mod = await import('./request');
    expect(mod.API_BASE).toBe('');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await mod.get('/api/user/get/self/information');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/user/get/self/information');
  });
});

describe('request: credentials', () => {
  it('always sends credentials (cookies): include', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.get('/echo');
    await client.post('/echo', { a: 1 });
    await client.put('/echo', form);
    await client.del('/echo', { id: 1 });
    await client.get('/status/401');
    expect(fetchSpy).toHaveBeenCalledTimes(5);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe('include');
  });

  it('callers cannot turn credentials off', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await client.request('/echo', { credentials: 'omit' } as never);
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });
});

describe('requestWithStatus: the status and body of any answer', () => {
  it('answers the status and the parsed body of a 200', async () => {
    const result = await client.requestWithStatus<Echo>('/api/user/login', { method: 'POST', body: { passid: 'a@b.c', password: 'x' } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ method: 'POST', url: '/api/user/login', contentType: 'application/json' });
    expect(JSON.parse(result.body?.body ?? '')).toEqual({ passid: 'a@b.c', password: 'x' });
  });

  it.each([400, 401, 403, 409, 429, 500])('reads the JSON body of a %i (e.g. the server’s Korean message)', async (code) => {
    await expect(client.requestWithStatus(`/status/${code}`, { method: 'POST', body: {} })).resolves.toEqual({
      status: code,
      body: { status: code, message: '실패' },
    });
  });

  it('answers an undefined body when there is none or it is not JSON', async () => {
    await expect(client.requestWithStatus('/status/204')).resolves.toEqual({ status: 204, body: undefined });
    await expect(client.requestWithStatus('/text')).resolves.toEqual({ status: 200, body: undefined });
  });

  it('sends credentials, query and base path like the SPEC helper', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await createRequest(`${origin}/base`).requestWithStatus<Echo>('/echo', { query: { page: 2 } });
    expect(result.body?.url).toBe('/base/echo?page=2');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('passes network errors on as rejections', async () => {
    const closed = await startServer();
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createRequest(`http://127.0.0.1:${port}`).requestWithStatus('/echo')).rejects.toBeInstanceOf(TypeError);
  });

  it('leaves the SPEC helper unchanged: a 401 still answers undefined', async () => {
    await expect(client.post('/status/401', {})).resolves.toBeUndefined();
  });
});
