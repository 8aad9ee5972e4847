import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSessionCookie } from '@nanum/shared/sessionCookie';
import { createApp } from '../app';
import { createAuth } from '../modules/auth/auth';
import { createActors, createBoard, type Actor } from '../modules/community/community.testkit';
import { createMailer } from '../modules/mail/mailer';
import { createRealtime } from '../realtime/gateway';
import { socketEmitter } from '../realtime/realtimeEmitter';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';
import { createLogger } from './logger';
import { createPageCache, type PageCache } from './pageCache';
import { createReadCache } from './readCache';
import { READ_CACHE } from '../app';
import { connectRedis } from '../redis/redisClient';
import { syncReadCache } from '../redis/readCacheSync';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A stand-in for the Next.js handler that does what the real pages do (src/pages): reads the API
 * of its own server over loopback as the visitor, renders HTML, declares a visitor's page public
 * and a member's private, and answers If-None-Match with 304 as Next does. It names the member
 * who asked, as a page showing someone's data would. `?cookie=1` makes it set a cookie.
 */
function pagesLike(origin: () => string, renders: { count: number }): RequestHandler {
  return (req, res, next) => {
    const board = /^\/community\/([a-z]+)$/.exec(req.path)?.[1];
    if (!board) return next();
    renders.count += 1;
    const headers: Record<string, string> = req.headers.cookie ? { cookie: req.headers.cookie } : {};
    void Promise.all([
      fetch(`${origin()}/api/community/boards/${board}/posts`, { headers }).then((r) => r.json()),
      fetch(`${origin()}/api/user/get/self/information`, { headers }).then((r) => r.json()),
    ]).then(([list, self]: [{ data: { list: { title: string }[] } }, { data?: { name: string } }]) => {
      const html = `<main><p>${self.data?.name ?? '방문자'}</p>${list.data.list.map((post) => `<h2>${post.title}</h2>`).join('')}</main>`;
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      res.setHeader('Cache-Control', hasSessionCookie(req.headers.cookie) ? 'private, no-cache' : 'public, no-cache');
      res.setHeader('ETag', etag);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.query.cookie) res.setHeader('Set-Cookie', 'seen=1; Path=/');
      if (req.headers['if-none-match'] === etag) return res.status(304).end();
      res.status(200).end(html);
    }).catch(next);
  };
}

async function listen(app: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(testDialects())('the page cache of the home page and board lists (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let site: { server: http.Server; url: string };
  let clock = Date.parse('2026-11-23T00:00:00Z');
  const renders = { count: 0 };
  const readCache = createReadCache(READ_CACHE);
  const cache: PageCache = createPageCache({ maxAgeMs: 10_000, writes: readCache, now: () => clock });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { web: pagesLike(() => site.url, renders), pageCache: cache, readCache });
    site = await listen(t.app);
    a = await createActors(t);
    await createBoard(t.db, 'free', { permission: 2, perm: { write: 1, comment: 1 } });
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.server.close(resolve));
    await t?.drop();
  });

  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, signal: AbortSignal.timeout(3000) });
  const write = (cookie: string, method: string, path: string, body: unknown) =>
    fetch(`${site.url}/api${path}`, { method, headers: { cookie, 'content-type': 'application/json', origin: t.config.publicUrl }, body: JSON.stringify(body) });

  it('serves the second visit of a board list from the cache, and answers If-None-Match with 304', async () => {
    const first = await page('/community/free');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const before = renders.count;
    const second = await page('/community/free');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(renders.count).toBe(before);
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    // Security headers are the app's own, on a hit as on a miss.
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));

    const etag = second.headers.get('etag') as string;
    const revalidated = await page('/community/free', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-page-cache')).toBe('hit');
    // Another query is another page.
    expect((await page('/community/free?page=2')).headers.get('x-page-cache')).toBe('miss');
  });

  it('shows a member’s new post on the next load, and an operator’s edit of it on the one after', async () => {
    await page('/community/free');
    expect((await page('/community/free')).headers.get('x-page-cache')).toBe('hit');

    const posted = await write(a.member.cookie, 'POST', '/community/boards/free/posts', { title: '새 봉사 모집', content: '<p>함께해요</p>' });
    expect(posted.status).toBe(200);
    const next = await page('/community/free');
    expect(next.headers.get('x-page-cache')).toBe('miss');
    expect(await next.text()).toContain('<h2>새 봉사 모집</h2>');

    const id = ((await posted.json()) as { data: { id: number } }).data.id;
    expect((await write(a.operator.cookie, 'PUT', `/community/posts/${id}`, { title: '운영자가 고친 제목', content: '<p>함께해요</p>' })).status).toBe(200);
    const afterEdit = await (await page('/community/free')).text();
    expect(afterEdit).toContain('<h2>운영자가 고친 제목</h2>');
    expect(afterEdit).not.toContain('새 봉사 모집');
  });

  it('is not emptied by a refused write', async () => {
    await page('/community/free');
    const refused = await fetch(`${site.url}/api/community/boards/free/posts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: '익명', content: '<p>x</p>' }) });
    expect(refused.status).toBe(401);
    expect((await page('/community/free')).headers.get('x-page-cache')).toBe('hit');
  });

  it('keeps a page at most the maximum age when nothing is written (visit counts)', async () => {
    await page('/community/free');
    clock += 9_000;
    expect((await page('/community/free')).headers.get('x-page-cache')).toBe('hit');
    clock += 1_000;
    expect((await page('/community/free')).headers.get('x-page-cache')).toBe('miss');
  });

  it('never stores or serves an answer that sets a cookie', async () => {
    const before = renders.count;
    for (let n = 0; n < 2; n += 1) {
      const res = await page('/community/free?cookie=1');
      expect(res.headers.get('set-cookie')).toBe('seen=1; Path=/');
      expect(res.headers.get('x-page-cache')).toBe('miss');
    }
    expect(renders.count).toBe(before + 2);
  });

  it('renders every page afresh for a member: a logged-in visitor never gets someone else’s page', async () => {
    await page('/community/free');
    expect((await page('/community/free')).headers.get('x-page-cache')).toBe('hit');
    const member = await page('/community/free', { cookie: a.member.cookie });
    expect(member.headers.get('x-page-cache')).toBeNull();
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    expect(await member.text()).toContain(`<p>${a.member.name}</p>`);
    const other = await (await page('/community/free', { cookie: `theme=dark; ${a.other.cookie}` })).text();
    expect(other).toContain(`<p>${a.other.name}</p>`);
    expect(other).not.toContain(a.member.name);
    const visitor = await page('/community/free');
    expect(visitor.headers.get('x-page-cache')).toBe('hit');
    const text = await visitor.text();
    expect(text).toContain('<p>방문자</p>');
    expect(text).not.toContain(a.member.name);
    expect(text).not.toContain(a.other.name);
  });
});

describe.each(testDialects())('the page cache of two instances sharing the database and Redis (%s)', (dialect) => {
  let t: TestApp;
  let member: Actor;
  const sites: { server: http.Server; url: string }[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const prefix = `pagecache${process.pid}${dialect}${Date.now().toString(36)}:`;
    const logger = createLogger('silent');
    // Each instance's read cache, linked over Redis as main.ts links them; its pages follow it.
    const readCaches = [createReadCache(READ_CACHE), createReadCache(READ_CACHE)] as const;
    const caches = readCaches.map((writes) => createPageCache({ maxAgeMs: 60_000, writes }));
    t = await createTestApp(dialect, {}, { web: pagesLike(() => sites[0]?.url ?? '', { count: 0 }), pageCache: caches[0], readCache: readCaches[0] });
    // The second instance: its own app, sessions and caches on the same database.
    const auth = createAuth(t.config, t.db, undefined, readCaches[1]);
    const io = createRealtime({ db: t.db, logger, auth, dev: false, trustProxy: false, publicUrl: t.config.publicUrl });
    const second = createApp({ config: t.config, db: t.db, logger, auth, mailer: createMailer(t.config, logger), realtime: socketEmitter(io), readCache: readCaches[1], web: pagesLike(() => sites[1]?.url ?? '', { count: 0 }), pageCache: caches[1] });
    sites.push(await listen(t.app), await listen(second));
    for (const readCache of readCaches) {
      const redis = await connectRedis(REDIS_URL, logger, 'page-cache-test');
      const unsubscribe = await syncReadCache(readCache, redis, prefix, logger);
      closers.push(async () => {
        await unsubscribe();
        await redis.close();
      });
    }
    closers.push(async () => auth.sessions.close());
    member = (await createActors(t)).member;
    await createBoard(t.db, 'free', { permission: 2, perm: { write: 1, comment: 1 } });
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await Promise.all(sites.map(({ server }) => new Promise((resolve) => server.close(resolve))));
    await t?.drop();
  });

  it('a write through one instance revalidates the pages of the other', async () => {
    const [a, b] = [sites[0]!, sites[1]!];
    // The logins of beforeAll were writes through instance a: their invalidations reach b over
    // Redis moments later and may drop a page b stored meanwhile. Wait until b keeps one.
    const stored = Date.now() + 2_000;
    let cached = await fetch(`${b.url}/community/free`);
    while (cached.headers.get('x-page-cache') !== 'hit' && Date.now() < stored) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      cached = await fetch(`${b.url}/community/free`);
    }
    expect(cached.headers.get('x-page-cache')).toBe('hit');

    const posted = await fetch(`${a.url}/api/community/boards/free/posts`, {
      method: 'POST',
      headers: { cookie: member.cookie, 'content-type': 'application/json', origin: t.config.publicUrl },
      body: JSON.stringify({ title: '다른 인스턴스에서 쓴 글', content: '<p>안녕</p>' }),
    });
    expect(posted.status).toBe(200);
    // Pub/sub is asynchronous: the other instance drops its pages within moments.
    const deadline = Date.now() + 2_000;
    let res = await fetch(`${b.url}/community/free`);
    while (res.headers.get('x-page-cache') === 'hit' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await fetch(`${b.url}/community/free`);
    }
    expect(res.headers.get('x-page-cache')).toBe('miss');
    expect(await res.text()).toContain('<h2>다른 인스턴스에서 쓴 글</h2>');
  });
});
