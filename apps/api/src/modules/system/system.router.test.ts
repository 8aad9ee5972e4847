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

  it('GET /api/ready answers 200 when the database answers', async () => {
    const res = await request(t.app).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ database: 'up' });
  });

  it('GET /api/ready answers 503 in Korean once the database is gone', async () => {
    await t.db.destroy();
    const res = await request(t.app).get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 503, message: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.', data: { database: 'down' } });
  });
});
