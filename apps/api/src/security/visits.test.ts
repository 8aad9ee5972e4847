import type { Request, RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { createActors, createBoard, writePostAs, type Actor } from '../modules/community/community.testkit';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

/**
 * Visit counts could be inflated (issue 21, finding 5): 10 reads with different User-Agent headers
 * added 10 visits, 20 with different x-nanum-client-ip (then trusted from loopback) added 20. A visit
 * now counts once per post per member, or per hashed visitor address, per day; no header from a
 * client decides the address unless TRUST_PROXY says a proxy sets it.
 */
/** A page at /page/:postId that reads its post in process, as the server-rendered post page does. */
const postPage: RequestHandler = (req, res, next) => {
  const reads = (req as Request & { [SERVER_READS]?: ServerReads })[SERVER_READS];
  if (!reads) return void res.status(500).end();
  reads.post(req.path.split('/')[2] ?? '').then((answer) => res.json(answer), next);
};

describe.each(testDialects())('visit counts (%s)', (dialect) => {
  let direct: TestApp;
  let proxied: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  const visits = async (t: TestApp, id: number) => Number((await t.db('posts').where({ id }).first('visit')).visit);
  const read = (t: TestApp, id: number, headers: Record<string, string>) => request(t.app).get(`/api/community/posts/${id}`).set(headers);

  beforeAll(async () => {
    direct = await createTestApp(dialect);
    proxied = await createTestApp(dialect, { TRUST_PROXY: '1' }, { web: postPage });
    a = await createActors(direct);
    await createBoard(direct.db, 'free');
    await createBoard(proxied.db, 'free');
  });
  afterAll(async () => {
    await direct.drop();
    await proxied.drop();
  });

  it('counts 10 reads with 10 different User-Agents once', async () => {
    const id = await writePostAs(direct, a.member.cookie, 'free', { title: '브라우저 바꾸기' });
    for (let i = 0; i < 10; i += 1) expect((await read(direct, id, { 'user-agent': `browser-${i}` })).status).toBe(200);
    expect(await visits(direct, id)).toBe(1);
  });

  it('ignores x-nanum-client-ip, with or without a token: 20 addresses named from loopback count once', async () => {
    const id = await writePostAs(direct, a.member.cookie, 'free', { title: '주소 바꾸기' });
    for (let i = 0; i < 20; i += 1) {
      const forged: Record<string, string> = i % 2 === 0 ? {} : { 'x-nanum-loopback-token': 'f'.repeat(64) };
      expect((await read(direct, id, { 'x-nanum-client-ip': `203.0.113.${i}`, ...forged })).status).toBe(200);
    }
    expect(await visits(direct, id)).toBe(1);
  });

  it('ignores X-Forwarded-For and Forwarded unless TRUST_PROXY says a proxy sets them', async () => {
    const id = await writePostAs(direct, a.member.cookie, 'free', { title: '프록시 흉내' });
    for (let i = 0; i < 10; i += 1) await read(direct, id, { 'x-forwarded-for': `198.51.100.${i}`, forwarded: `for=198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` });
    expect(await visits(direct, id)).toBe(1);
  });

  it('behind the proxy (TRUST_PROXY=1), counts the address it appended: one visit each, once a day', async () => {
    const writer = (await createActors(proxied)).member;
    const postId = await writePostAs(proxied, writer.cookie, 'free', { title: '프록시 뒤' });
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.1', '198.51.100.3']) await read(proxied, postId, { 'x-forwarded-for': address });
    expect(await visits(proxied, postId)).toBe(3);
  });

  it('counts a page’s in-process read of a post for its visitor’s own address, as the API does', async () => {
    const id = await writePostAs(proxied, (await createActors(proxied)).other.cookie, 'free', { title: '페이지에서 읽기' });
    // A browser with a stale session cookie is a visitor: its page reads the post in process (http/serverReads.ts).
    for (const address of ['192.0.2.10', '192.0.2.11', '192.0.2.10']) {
      const answer = (await request(proxied.app).get(`/page/${id}`).set({ cookie: 'nanum.sid=s%3Astale.x', 'x-forwarded-for': address, 'x-nanum-client-ip': '203.0.113.99' })).body;
      expect(answer.status).toBe(200);
    }
    expect(await visits(proxied, id)).toBe(2);
  });
});
