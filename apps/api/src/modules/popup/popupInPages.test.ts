import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { hasPersonalCookie } from '@nanum/shared/sessionCookie';
import { READ_CACHE } from '../../app';
import { createPageCache } from '../../http/pageCache';
import { createReadCache } from '../../http/readCache';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

/**
 * A stand-in for the server-rendered pages (src/pages: home, board lists, posts): the pop-up in
 * the HTML when the server's in-process read (SERVER_READS popup) says to show it, "undecided" when
 * the read failed (the page leaves it to the browser); public unless rendered for a personal
 * cookie, with an ETag.
 */
function pagesLike(renders: { count: number }): RequestHandler {
  return (req, res, next) => {
    if (!/^\/(?:community\/[a-z]+)?$/.test(req.path)) return next();
    renders.count += 1;
    const reads = (req as typeof req & { [SERVER_READS]?: ServerReads })[SERVER_READS];
    if (!reads) return next(new Error('page request without server reads'));
    void reads
      .popup()
      .then((answer) => answer.data)
      .then((display) => {
        const popup = display === undefined ? '<p>undecided</p>' : display.isShowPopup ? `<div role="dialog"><h2>${display.popup?.title}</h2></div>` : '';
        const html = `<main><h1>${req.path}</h1></main>${popup}`;
        res.setHeader('Cache-Control', hasPersonalCookie(req.headers.cookie) ? 'private, no-cache' : 'public, no-cache');
        res.setHeader('ETag', `"${createHash('sha1').update(html).digest('base64url')}"`);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.status(200).end(html);
      })
      .catch(next);
  };
}

const TITLE = '챔프단 3기 모집';
const DIALOG = `<div role="dialog"><h2>${TITLE}</h2></div>`;

describe.each(testDialects())('the pop-up in the server-rendered pages, and the page cache (%s)', (dialect) => {
  let t: TestApp;
  let site: { server: http.Server; url: string };
  let member: { id: number; email: string };
  const renders = { count: 0 };
  const readCache = createReadCache(READ_CACHE);

  beforeAll(async () => {
    const pageCache = createPageCache({ maxAgeMs: 60_000, writes: readCache });
    t = await createTestApp(dialect, {}, { web: pagesLike(renders), pageCache, readCache });
    const server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    member = await createTestUser(t.db, { name: '팝업회원' });
  });
  beforeEach(async () => {
    await t.db('popup_hides').delete();
    await t.db('popup_contents').delete();
    await t.db('popup_contents').insert({ title: TITLE, description: '함께해요', link: '/youth', image: '', active: 1, start_at: null, end_at: null });
    readCache.invalidate(); // the rows above were written behind the API's back
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.server.close(resolve));
    await t?.drop();
  });

  const page = (path: string, cookie?: string) => fetch(`${site.url}${path}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(3000) });
  /** "Hide for a week" as a browser does it: the pop-up id cookie it is given (or the member's session). */
  const hide = async (cookie?: string): Promise<string> => {
    const res = await fetch(`${site.url}/api/popup/hide`, { method: 'POST', headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) } });
    expect(res.status).toBe(200);
    return cookie ?? (res.headers.getSetCookie()[0] as string).split(';')[0]!;
  };

  it('puts the active pop-up in the HTML of a visitor without cookies, and a cached page keeps it', async () => {
    const first = await page('/community/notice');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(await first.text()).toContain(DIALOG);
    const again = await page('/community/notice');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toContain(DIALOG);
  });

  it('leaves it out of the HTML of a browser that hid it, and no visitor gets another’s page', async () => {
    await page('/');
    expect((await page('/')).headers.get('x-page-cache')).toBe('hit');

    const hidden = await hide();
    expect(hidden).toMatch(/^nanum_popup_visitor=[a-f0-9]{32}$/);
    const before = renders.count;
    for (let n = 0; n < 2; n += 1) {
      // Never served the stored page (which shows the pop-up), nor stored: rendered for it alone.
      const own = await page('/', `_ga=1; ${hidden}`);
      expect(own.headers.get('x-page-cache')).toBeNull();
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      const html = await own.text();
      expect(html).toContain('<h1>/</h1>');
      expect(html).not.toContain(TITLE);
    }
    expect(renders.count).toBe(before + 2);

    // The hide was a write: the next visitor's page is rendered afresh, still with the pop-up,
    // and stored; the browser that hid it still never gets that page.
    const visitor = await page('/');
    expect(visitor.headers.get('x-page-cache')).toBe('miss');
    expect(await visitor.text()).toContain(DIALOG);
    expect(await (await page('/', hidden)).text()).not.toContain(TITLE);
    const next = await page('/');
    expect(next.headers.get('x-page-cache')).toBe('hit');
    expect(await next.text()).toContain(DIALOG);
  });

  it('shows it again to a browser whose hide has run out (a cookie kept past the week)', async () => {
    const hidden = await hide();
    await t.db('popup_hides').update({ hidden_until: '2020-01-01 00:00:00' });
    expect(await (await page('/', hidden)).text()).toContain(DIALOG);
  });

  it('decides on a member’s page for their account: shown, then hidden after they hide it', async () => {
    const session = await loginCookie(t.app, member.email);
    expect(await (await page('/community/notice', session)).text()).toContain(DIALOG);
    await hide(session);
    const html = await (await page('/community/notice', session)).text();
    expect(html).toContain('<h1>/community/notice</h1>');
    expect(html).not.toContain(TITLE);
    // Their account's hide is theirs alone: a visitor still sees it.
    expect(await (await page('/community/notice')).text()).toContain(DIALOG);
  });

  it('shows nothing once the pop-up is turned off and the read cache emptied (as the operator’s write empties it)', async () => {
    expect(await (await page('/')).text()).toContain(DIALOG);
    await t.db('popup_contents').update({ active: 0 });
    readCache.invalidate();
    const html = await (await page('/')).text();
    expect(html).toContain('<h1>/</h1>');
    expect(html).not.toContain(TITLE);
  });
});
