import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { requestLog, SLOW_REQUEST_MS } from './requestLog';

/** An app with the request log at `level`, and the lines it wrote. */
function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(createLogger(level, false, stream)));
  app.get('/ok', (req, res) => {
    req.log.info({ security: 'login' }, 'security: login');
    res.json({ ok: true });
  });
  app.get('/boom', (_req, res) => {
    res.status(500).json({ ok: false });
  });
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.json({ ok: true }), SLOW_REQUEST_MS + 20);
  });
  return { app, lines };
}

describe('request log', () => {
  it('logs every request at info with method, path without the query, status and time; handlers log through req.log', async () => {
    const { app, lines } = appAt('info');
    await request(app).get('/ok?keyword=secret-word');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ security: 'login' }),
      expect.objectContaining({ req: { method: 'GET', url: '/ok' }, res: { statusCode: 200 }, responseTime: expect.any(Number), msg: 'request completed' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-word');
  });

  it('at the production level keeps only server errors (error) and slow requests (warn)', async () => {
    const { app, lines } = appAt('warn');
    await request(app).get('/ok');
    await request(app).get('/boom');
    await request(app).get('/slow');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, (line.req as { url: string }).url])).toEqual([
      [50, '/boom'],
      [40, '/slow'],
    ]);
  });
});
