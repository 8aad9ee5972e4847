import type { Request, RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '@nanum/shared/messages';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { SEARCHES_PER_MINUTE } from './searchLimit';

/** The /search page's read, as a stand-in web handler: answers what the in-process search read gave. */
const searchPage: RequestHandler = (req, res, next) => {
  const reads = (req as Request & { [SERVER_READS]?: ServerReads })[SERVER_READS];
  if (!reads) return void res.status(500).json({ error: 'no reads' });
  reads
    .search({ q: String(req.query.q ?? '') })
    .then((answer) => res.json({ answer }))
    .catch(next);
};

describe.each(testDialects())('통합검색 rate limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { web: searchPage });
  });
  afterAll(async () => {
    await t.drop();
  });

  const q = encodeURIComponent('봉사');

  it('answers 60 searches a minute from one address, the page’s and the API’s together, then refuses both in Korean', async () => {
    expect(SEARCHES_PER_MINUTE).toBe(60);
    for (let n = 0; n < 30; n += 1) {
      const page = await request(t.app).get(`/search?q=${q}`);
      expect(page.body.answer.status).toBe(200);
      expect(page.body.answer.data.words).toEqual(['봉사']);
      expect((await request(t.app).get(`/api/search?q=${q}`)).status).toBe(200);
    }
    // The 61st, by the page: its read answers 429 with the message the page shows, and searched nothing.
    const refusedPage = await request(t.app).get(`/search?q=${q}`);
    expect(refusedPage.body.answer).toEqual({ status: 429, message: RATE_LIMITED_MESSAGE });
    const refusedApi = await request(t.app).get(`/api/search?q=${q}`);
    expect(refusedApi.status).toBe(429);
    expect(refusedApi.body).toEqual({ status: 429, message: RATE_LIMITED_MESSAGE });
  });
});
