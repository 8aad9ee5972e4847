import type { Request, RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';
import { createActors, createBoard, writePostAs, type Actor } from '../modules/community/community.testkit';

/**
 * The in-process reads of the pages (serverReads.ts): what a page request of a visitor without a
 * session gets instead of a loopback call answers exactly what the API route answers that visitor
 * (data, visit count, errors), and a member's page request gets none (it keeps its session).
 */
describe.each(testDialects())('in-process reads of the pages (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;

  /** The web handler of these tests: answers what the in-process read gave (or that there was none). */
  const web: RequestHandler = (req, res) => {
    const reads = (req as Request & { [SERVER_READS]?: ServerReads })[SERVER_READS];
    if (!reads) return void res.json({ none: true });
    void reads.post(String(req.query.post)).then((answer) => res.json(answer));
  };
  const page = (postId: number | string, headers: Record<string, string> = {}) => request(t.app).get(`/page?post=${postId}`).set({ 'user-agent': 'browser-a', ...headers });
  const api = (postId: number | string, headers: Record<string, string> = {}) => request(t.app).get(`/api/community/posts/${postId}`).set({ 'user-agent': 'browser-a', ...headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '1' }, { web });
    a = await createActors(t);
    await createBoard(t.db, 'open', { permission: 2, perm: { write: 1, comment: 1 } });
    await createBoard(t.db, 'members', { permission: 1 });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers a visitor what GET /api/community/posts/:id answers, and counts the visit once', async () => {
    const id = await writePostAs(t, a.member.cookie, 'open', { title: '안에서 읽기', content: '<p>본문</p>' });
    await request(t.app).post(`/api/community/posts/${id}/comments`).set('cookie', a.other.cookie).send({ description: '댓글입니다' });
    const inProcess = (await page(id)).body;
    expect(inProcess.status).toBe(200);
    expect(inProcess.data.post.visit).toBe(1);
    expect(inProcess.data.comments.map((c: { description: string }) => c.description)).toEqual(['댓글입니다']);
    // The same visitor over the API: not counted again, the very same answer.
    const overHttp = await api(id);
    expect(overHttp.body.data).toEqual(inProcess.data);
    // The same visitor again in process, another browser at the same address (the same visitor),
    // then another address (behind the proxy, which sets X-Forwarded-For): counted once each.
    expect((await page(id)).body.data.post.visit).toBe(1);
    expect((await page(id, { 'user-agent': 'browser-b' })).body.data.post.visit).toBe(1);
    expect((await page(id, { 'x-forwarded-for': '203.0.113.7' })).body.data.post.visit).toBe(2);
  });

  it('answers the errors the API answers: unknown post, invalid id, a board the visitor may not read', async () => {
    const hidden = await writePostAs(t, a.member.cookie, 'members', { title: '회원 전용' });
    for (const postId of [999_999, 0, 'abc', hidden]) {
      const [inProcess, overHttp] = [(await page(postId)).body, await api(postId)];
      expect(inProcess.status).toBe(overHttp.status);
      expect(inProcess).toEqual({ status: overHttp.body.status, message: overHttp.body.message });
    }
    expect((await page(999_999)).body.status).toBe(404);
    expect((await page('abc')).body.status).toBe(400);
  });

  it('gives a member no in-process reads: their page asks the API with their session', async () => {
    expect((await page(1, { cookie: a.member.cookie })).body).toEqual({ none: true });
  });
});
