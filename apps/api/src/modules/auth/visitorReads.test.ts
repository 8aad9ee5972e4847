import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, skippedOnVisitorReads } from './session';

/** An app whose "session" middleware records that it ran; every route answers whether it did. */
function appWithSession() {
  const marking: RequestHandler = (req, _res, next) => {
    (req as express.Request & { sessionRan?: boolean }).sessionRan = true;
    next();
  };
  const app = express();
  app.use('/api', skippedOnVisitorReads([marking]));
  app.all('/api/*path', (req, res) => {
    res.json({ sessionRan: (req as express.Request & { sessionRan?: boolean }).sessionRan === true });
  });
  return app;
}

describe('the session on a visitor’s read', () => {
  const app = appWithSession();
  const ran = async (call: request.Test) => ((await call).body as { sessionRan: boolean }).sessionRan;

  it('is skipped for a GET or HEAD without the session cookie', async () => {
    expect(await ran(request(app).get('/api/community/boards/notice/posts'))).toBe(false);
    expect(await ran(request(app).get('/api/user/get/self/information').set('Cookie', 'nanum.popup=abc'))).toBe(false);
    expect((await request(app).head('/api/community/posts/1')).status).toBe(200);
  });

  it('runs for a request that carries the session cookie, and for every write', async () => {
    expect(await ran(request(app).get('/api/user/get/self/information').set('Cookie', `${SESSION_COOKIE}=s%3Aabc.def`))).toBe(true);
    expect(await ran(request(app).post('/api/user/login').send({}))).toBe(true);
    expect(await ran(request(app).delete('/api/alarm/delete/1'))).toBe(true);
  });

  it('runs for the social login’s start and return, which keep where to go back in a new session', async () => {
    expect(await ran(request(app).get('/api/user/login/kakao?returnTo=%2Fyouth'))).toBe(true);
    expect(await ran(request(app).get('/api/user/login/naver/callback?code=x&state=y'))).toBe(true);
  });
});
