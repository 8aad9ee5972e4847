import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

describe.each(testDialects())('health and readiness (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('GET /api/health answers 200 while the process is up', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: 'ok' });
  });

  it('GET /api/ready answers 200 when the database answers, saying that no mail can go out (no SMTP_URL outside development)', async () => {
    const res = await request(t.app).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ database: 'up', mail: 'unconfigured', warnings: [expect.stringMatching(/^SMTP_URL is not set: sign-up codes and password-reset mails cannot be sent/)] });
  });

  it('GET /api/ready says mail is configured once SMTP_URL is set', async () => {
    const withMail = await createTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:1025' });
    try {
      expect((await request(withMail.app).get('/api/ready')).body.data).toEqual({ database: 'up', mail: 'configured' });
    } finally {
      await withMail.drop();
    }
  });

  it('GET /api/ready answers 503 in Korean once the database is gone', async () => {
    await t.db.destroy();
    const res = await request(t.app).get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 503, message: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', data: { database: 'down', mail: 'unconfigured', warnings: [expect.any(String)] } });
  });
});
