import express from 'express';
import { ClientOfflineError, SocketClosedUnexpectedlyError } from 'redis';
import request from 'supertest';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { apiNotFound, errorHandler } from './errorHandler';
import { createLogger } from './logger';
import { sameOrigin } from './sameOrigin';
import { route } from './route';
import { createTestApp, type TestApp } from '../test/testApp';

/** A tiny app using the same building blocks every router uses. */
function conventionApp(onError: (message: string) => void) {
  const logger = createLogger('silent');
  logger.error = ((obj: unknown, msg?: string) => onError(`${msg ?? ''} ${JSON.stringify(obj)}`)) as typeof logger.error;
  const app = express();
  app.use(sameOrigin('http://nanum.test'), express.json());
  app.post(
    '/echo',
    route({ body: z.object({ name: z.string().trim().min(1, '이름을 입력해주세요.') }) }, ({ body }) => ({ status: 200, name: body.name })),
  );
  app.get('/expected', () => {
    throw new AppError(409, '이미 처리된 요청입니다.');
  });
  app.get('/boom', () => {
    throw new Error('secret internals: password=hunter2 at /srv/app.ts:12');
  });
  // Redis gone mid-command and Redis already known to be down (sessions and rate limits live there).
  app.get('/redis-lost', () => {
    throw new SocketClosedUnexpectedlyError();
  });
  app.get('/redis-offline', () => {
    throw new ClientOfflineError();
  });
  app.use(apiNotFound, errorHandler(logger));
  return app;
}

describe('API conventions', () => {
  const logged: string[] = [];
  const app = conventionApp((line) => logged.push(line));

  it('validates at the edge and answers the schema message in Korean', async () => {
    const res = await request(app).post('/echo').send({ name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: '이름을 입력해주세요.' });
  });

  it('passes the parsed (trimmed) value on', async () => {
    const res = await request(app).post('/echo').send({ name: '  나눔  ' });
    expect(res.body).toEqual({ status: 200, name: '나눔' });
  });

  it('answers an AppError with its status and message', async () => {
    const res = await request(app).get('/expected');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, message: '이미 처리된 요청입니다.' });
  });

  it('logs an unknown failure and answers without internals', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(logged.some((line) => line.includes('unhandled error'))).toBe(true);
  });

  it('answers a Redis connection lost or offline with the Korean 503, not a 500', async () => {
    for (const path of ['/redis-lost', '/redis-offline']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 503, message: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
    }
  });

  it('answers malformed JSON with a Korean 400', async () => {
    const res = await request(app).post('/echo').set('content-type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('요청 형식이 올바르지 않습니다.');
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await request(app).post('/echo').set('origin', 'https://evil.example').send({ name: '나눔' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('허용되지 않은 요청입니다.');
  });

  it('refuses a request the browser marks cross-site', async () => {
    const res = await request(app).post('/echo').set('sec-fetch-site', 'cross-site').send({ name: '나눔' });
    expect(res.status).toBe(403);
  });

  it('accepts a same-origin browser request', async () => {
    const res = await request(app).post('/echo').set('host', 'nanum.test').set('origin', 'http://nanum.test').send({ name: '나눔' });
    expect(res.status).toBe(200);
  });
});

describe('the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers an unknown /api path with a JSON 404 in Korean', async () => {
    const res = await request(t.app).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: '요청하신 주소를 찾을 수 없습니다.' });
  });

  it('answers a path parameter that is not valid percent-encoding with a Korean 400, not a 500', async () => {
    for (const path of ['/api/user/get/%ff', '/api/certificate/verify/%E0%A4%A', '/api/files/profile/%ff', '/api/community/boards/%ff']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({ status: 400, message: '요청 형식이 올바르지 않습니다.' });
    }
  });

  it('sends security headers (CSP without inline scripts, nosniff, no x-powered-by)', async () => {
    const res = await request(t.app).get('/api/health');
    // Scripts of this site and of the postcode search only: no inline scripts, no eval.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/t1\.daumcdn\.net(;|$)/);
    // Images of this site, and the stills of YouTube videos on the video boards' tiles.
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/i\.ytimg\.com(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
