import type { Request, RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { hasPersonalCookie } from '@nanum/shared/sessionCookie';
import { READ_CACHE } from '../../app';
import { createPageCache } from '../../http/pageCache';
import { createReadCache } from '../../http/readCache';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from './community.testkit';

/**
 * A stand-in for the post page (src/pages/community/[board]/[postId].tsx): reads the post in
 * process as the viewer (which counts the visit), shows its visit count, and declares a visitor's
 * page public and a member's private, as the page does.
 */
const postPage: RequestHandler = (req, res, next) => {
  const postId = /^\/community\/[a-z]+\/(\d+)$/.exec(req.path)?.[1];
  const reads = (req as Request & { [SERVER_READS]?: ServerReads })[SERVER_READS];
  if (!postId || !reads) return next();
  reads
    .post(postId)
    .then((answer) => {
      if (answer.status !== 200 || !answer.data) return void res.status(answer.status).end(answer.message);
      res.setHeader('Cache-Control', hasPersonalCookie(req.headers.cookie) ? 'private, no-cache' : 'public, no-cache');
      res.status(200).end(`<h1>${answer.data.post.title}</h1><p>조회 ${answer.data.post.visit}</p>`);
    })
    .catch(next);
};

describe.each(testDialects())('a post page served from the page cache (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  const readCache = createReadCache(READ_CACHE);
  const visitsOf = async (postId: number) => Number((await t.db('posts').where({ id: postId }).first('visit'))?.visit);
  const visit = (postId: number, ip: string, cookie?: string) => {
    const req = request(t.app).get(`/community/talk/${postId}`).set('x-forwarded-for', ip);
    return cookie ? req.set('cookie', cookie) : req;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '1' }, { web: postPage, pageCache: createPageCache({ maxAgeMs: 60_000, writes: readCache }), readCache });
    a = await createActors(t);
    await createBoard(t.db, 'talk', { permission: 2, perm: { write: 1 } });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('counts each visitor once a day, whether the page was rendered or served from the cache', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '캐시된 글' });
    const first = await visit(postId, '203.0.113.1');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.text).toContain('조회 1');

    // Another visitor gets the stored page (it still says 1) and is counted.
    const second = await visit(postId, '203.0.113.2');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.text).toContain('조회 1');
    await settle();
    expect(await visitsOf(postId)).toBe(2);

    // The first visitor again, from the cache: the same day, not counted twice.
    expect((await visit(postId, '203.0.113.1')).headers['x-page-cache']).toBe('hit');
    await settle();
    expect(await visitsOf(postId)).toBe(2);

    // The count the cached visits made is what the next render shows (a write renews the page).
    await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', a.other.cookie).send({ description: '댓글' }).expect(200);
    const renewed = await visit(postId, '203.0.113.3');
    expect(renewed.headers['x-page-cache']).toBe('miss');
    expect(renewed.text).toContain('조회 3');
  });

  it('never serves a member the stored page, and counts the member as a member', async () => {
    const postId = await writePostAs(t, a.member.cookie, 'talk', { title: '회원이 읽는 글' });
    await visit(postId, '203.0.113.10');
    const mine = await visit(postId, '203.0.113.10', a.other.cookie);
    expect(mine.headers['x-page-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.text).toContain('조회 2');
  });
});
