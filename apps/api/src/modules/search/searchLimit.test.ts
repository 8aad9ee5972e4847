import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '@nanum/shared/messages';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

describe.each(testDialects())('통합검색 rate limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers 60 searches a minute from one address, then refuses in Korean', async () => {
    const path = `/api/search?q=${encodeURIComponent('봉사')}`;
    for (let n = 0; n < 60; n += 1) expect((await request(t.app).get(path)).status).toBe(200);
    const refused = await request(t.app).get(path);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(RATE_LIMITED_MESSAGE);
  });
});
