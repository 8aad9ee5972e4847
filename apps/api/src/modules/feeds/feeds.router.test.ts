import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, createBoard, writePostAs, type Actor } from '../community/community.testkit';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertTestCampaign } from '../youth/youth.testkit';
import { rssItems, rssProblems, sitemapLocs, sitemapProblems } from './feedFormats.testkit';

const ORIGIN = 'https://nanum.example';

/**
 * What search engines and feed readers get (feeds.router.ts): robots.txt, a sitemap index whose
 * files list the site's pages and every post a visitor may read, and RSS 2.0 feeds, each valid in
 * its format, absolute on PUBLIC_URL, in step with writes, and never showing a secret, hidden or
 * deleted post or a board visitors may not read.
 */
describe.each(testDialects())('sitemap, robots.txt and feeds (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  const get = (path: string) => request(t.app).get(path).buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
  /** Every post address in the sitemap, following the index to each of its files (each checked against the format). */
  const sitemapPosts = async (): Promise<string[]> => {
    const index = await get('/sitemap.xml');
    expect(sitemapProblems(index.body as string, ORIGIN)).toEqual([]);
    const locs: string[] = [];
    for (const file of sitemapLocs(index.body as string)) {
      const res = await get(file.slice(ORIGIN.length));
      expect(res.status).toBe(200);
      expect(sitemapProblems(res.body as string, ORIGIN)).toEqual([]);
      locs.push(...sitemapLocs(res.body as string));
    }
    return locs;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: ORIGIN });
    a = await createActors(t);
    await createBoard(t.db, 'notice', { permission: 2, perm: { write: 0 } });
    await createBoard(t.db, 'free', { permission: 2, perm: { write: 1 } });
    await createBoard(t.db, 'members', { permission: 1 });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('tells crawlers to keep out of the admin area, the API and the account pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = (res.body as string).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin/', 'Disallow: /api/', 'Allow: /api/files/', 'Disallow: /author/', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });

  it('lists the pages and every post a visitor may read, and nothing else', async () => {
    const open = await writePostAs(t, a.member.cookie, 'free', { title: '누구나 읽는 글' });
    const secret = await writePostAs(t, a.member.cookie, 'free', { title: '비밀 글', secret: true });
    const hidden = await writePostAs(t, a.member.cookie, 'free', { title: '숨겨진 글' });
    await t.db('posts').where({ id: hidden }).update({ hidden: 1 });
    const deleted = await writePostAs(t, a.member.cookie, 'free', { title: '지운 글' });
    expect((await request(t.app).delete(`/api/community/posts/${deleted}`).set('cookie', a.member.cookie)).status).toBe(200);
    const membersOnly = await writePostAs(t, a.member.cookie, 'members', { title: '회원 전용 글' });

    const locs = await sitemapPosts();
    expect(locs).toContain(`${ORIGIN}/community/free/${open}`);
    for (const id of [secret, hidden, deleted]) expect(locs).not.toContain(`${ORIGIN}/community/free/${id}`);
    expect(locs).not.toContain(`${ORIGIN}/community/members/${membersOnly}`);
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/community/free`, `${ORIGIN}/community/notice`, `${ORIGIN}/certify`]));
    expect(locs).not.toContain(`${ORIGIN}/community/members`);
    expect((await get('/sitemaps/board-members-1.xml')).status).toBe(404);
  });

  it('lists every campaign page, a new one at once', async () => {
    const before = await sitemapPosts();
    const id = await insertTestCampaign(t.db, { name: '사이트맵 캠페인' });
    expect(before).not.toContain(`${ORIGIN}/youth/campaigns/${id}`);
    // A write request empties the cache the sitemap is read through; this one is straight in the database.
    await request(t.app).post('/api/user/logout');
    expect(await sitemapPosts()).toContain(`${ORIGIN}/youth/campaigns/${id}`);
  });

  it('keeps the sitemap in step with writes: a new post is listed at once, a deleted one goes', async () => {
    const id = await writePostAs(t, a.member.cookie, 'free', { title: '방금 쓴 글' });
    expect(await sitemapPosts()).toContain(`${ORIGIN}/community/free/${id}`);
    await request(t.app).delete(`/api/community/posts/${id}`).set('cookie', a.member.cookie);
    expect(await sitemapPosts()).not.toContain(`${ORIGIN}/community/free/${id}`);
  });

  it('serves RSS 2.0 for the news and for each public board, escaped and without what visitors may not read', async () => {
    const notice = await writePostAs(t, a.admin.cookie, 'notice', { title: '공지 <b>&</b> "따옴표"', content: '<p>첫 줄</p><p>둘째 줄 &amp; 끝</p>' });
    const secret = await writePostAs(t, a.member.cookie, 'free', { title: '피드에 없는 비밀', secret: true });
    const free = await writePostAs(t, a.member.cookie, 'free', { title: '자유 글', content: '<p>&lt;img src=x onerror=alert(1)&gt; 잘 다녀왔어요</p>' });

    const news = await get('/rss.xml');
    expect(news.status).toBe(200);
    expect(news.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(rssProblems(news.body as string, ORIGIN)).toEqual([]);
    const newsItems = rssItems(news.body as string);
    // A description is HTML to a feed reader once the XML is read: the post's text arrives as HTML text.
    expect(newsItems[0]).toEqual({ title: '공지 <b>&</b> "따옴표"', link: `${ORIGIN}/community/notice/${notice}`, description: '첫 줄 둘째 줄 &amp; 끝' });
    expect(newsItems.map((item) => item.link)).not.toContain(`${ORIGIN}/community/free/${free}`);

    const board = await get('/feeds/free.xml');
    expect(rssProblems(board.body as string, ORIGIN)).toEqual([]);
    const links = rssItems(board.body as string).map((item) => item.link);
    expect(links).toContain(`${ORIGIN}/community/free/${free}`);
    // What a member typed as text stays text in a reader, never markup it would run.
    expect(rssItems(board.body as string).find((item) => item.link === `${ORIGIN}/community/free/${free}`)?.description).toBe('&lt;img src=x onerror=alert(1)&gt; 잘 다녀왔어요');
    expect(links).not.toContain(`${ORIGIN}/community/free/${secret}`);

    for (const path of ['/feeds/members.xml', '/feeds/nothing.xml', '/feeds/..%2Ffree.xml', '/sitemaps/board-free-0.xml', '/sitemaps/board-free-99.xml', '/sitemaps/other.xml']) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });
});
