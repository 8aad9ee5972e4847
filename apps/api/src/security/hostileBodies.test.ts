import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRUPT_BODY_MESSAGE, UNSUPPORTED_CHARSET_MESSAGE, UNSUPPORTED_ENCODING_MESSAGE } from '@nanum/shared/requestBodyRules';
import { createLogger } from '../http/logger';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

/** What the app logged, one parsed JSON object a line. */
function memoryLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: createLogger('warn', false, stream) };
}

const JSON_TYPE = 'application/json';
const gzipped = (text: string) => zlib.gzipSync(Buffer.from(text));

/**
 * Bodies a parser cannot read (issue 21, finding 2): an unknown Content-Encoding, a charset other
 * than UTF-8, a gzip or brotli body that does not decompress. Sent raw (exact headers and bytes),
 * with no login: each answers a Korean 4xx, logs one warn line without a stack, and changes nothing.
 */
describe.each(testDialects())('hostile request bodies (%s)', (dialect) => {
  let t: TestApp;
  let server: http.Server;
  const log = memoryLog();
  let member: { id: number; email: string };

  /** One request with exactly these headers and bytes; the status and parsed body. */
  const send = (path: string, headers: Record<string, string>, body: Buffer | string, cookie?: string) =>
    new Promise<{ status: number; body: { status: number; message: string }; setCookie: string[] }>((resolve, reject) => {
      const data = typeof body === 'string' ? Buffer.from(body) : body;
      const { port } = server.address() as AddressInfo;
      const req = http.request({ port, host: '127.0.0.1', method: 'POST', path, headers: { ...headers, 'content-length': String(data.length), ...(cookie ? { cookie } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), setCookie: ([] as string[]).concat(res.headers['set-cookie'] ?? []) }));
      });
      req.on('error', reject);
      req.end(data);
    });
  const self = (cookie: string) =>
    new Promise<{ data: { id: number } | null }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ port, host: '127.0.0.1', path: '/api/user/get/self/information', headers: { cookie } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { logger: log.logger });
    member = await createTestUser(t.db);
    server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  const hostile: Array<[string, Record<string, string>, Buffer | string, number, string]> = [
    ['Content-Encoding: x-evil', { 'content-type': JSON_TYPE, 'content-encoding': 'x-evil' }, '{}', 415, UNSUPPORTED_ENCODING_MESSAGE],
    ['Content-Encoding: gzip, br', { 'content-type': JSON_TYPE, 'content-encoding': 'gzip, br' }, gzipped('{}'), 415, UNSUPPORTED_ENCODING_MESSAGE],
    ['a gzipped multipart upload', { 'content-type': 'multipart/form-data; boundary=x', 'content-encoding': 'gzip' }, gzipped('--x--'), 415, UNSUPPORTED_ENCODING_MESSAGE],
    ['JSON in charset=latin1', { 'content-type': `${JSON_TYPE}; charset=latin1` }, '{}', 415, UNSUPPORTED_CHARSET_MESSAGE],
    ['a form in charset=latin1', { 'content-type': 'application/x-www-form-urlencoded; charset=latin1' }, 'a=b', 415, UNSUPPORTED_CHARSET_MESSAGE],
    ['JSON in charset="utf-16"', { 'content-type': `${JSON_TYPE}; charset="utf-16"` }, '{}', 415, UNSUPPORTED_CHARSET_MESSAGE],
    ['a corrupt gzip body', { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }, Buffer.from('not gzip at all'), 400, CORRUPT_BODY_MESSAGE],
    ['a truncated gzip body', { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }, gzipped('{"passid":"a"}').subarray(0, 14), 400, CORRUPT_BODY_MESSAGE],
    ['a corrupt br body', { 'content-type': JSON_TYPE, 'content-encoding': 'br' }, Buffer.from('not brotli'), 400, CORRUPT_BODY_MESSAGE],
    ['a corrupt deflate body', { 'content-type': JSON_TYPE, 'content-encoding': 'deflate' }, Buffer.from('not deflate'), 400, CORRUPT_BODY_MESSAGE],
  ];

  it.each(hostile)('answers %s on POST /api/user/logout with a Korean 4xx, a warn line and no stack', async (_name, headers, body, status, message) => {
    const before = log.lines.length;
    const res = await send('/api/user/logout', headers, body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status, message });
    const written = log.lines.slice(before);
    expect(written.some((line) => line.msg === 'request body refused' && line.level === 40)).toBe(true);
    expect(written.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(JSON.stringify(written)).not.toMatch(/stack|at .*node_modules/);
  });

  it('keeps the session of a member whose logout body was refused', async () => {
    const cookie = await loginCookie(t.app, member.email);
    for (const [, headers, body] of hostile) expect((await send('/api/user/logout', headers, body, cookie)).status).toBeGreaterThanOrEqual(400);
    expect((await self(cookie)).data?.id).toBe(member.id);
  });

  it('refuses a corrupt login body before any login is attempted', async () => {
    const res = await send('/api/user/login', { 'content-type': JSON_TYPE, 'content-encoding': 'br' }, Buffer.from('garbage'));
    expect(res.status).toBe(400);
    expect(res.setCookie.some((c) => c.startsWith('nanum.sid='))).toBe(false);
  });

  it('still reads gzip, deflate and br JSON bodies, and an explicit charset=utf-8', async () => {
    const login = JSON.stringify({ passid: member.email, password: TEST_PASSWORD });
    for (const [encoding, data] of [
      ['gzip', zlib.gzipSync(login)],
      ['deflate', zlib.deflateSync(login)],
      ['br', zlib.brotliCompressSync(login)],
      ['identity', Buffer.from(login)],
    ] as const) {
      const res = await send('/api/user/login', { 'content-type': `${JSON_TYPE}; charset=UTF-8`, 'content-encoding': encoding }, data);
      expect(res.status, encoding).toBe(200);
    }
  });
});
