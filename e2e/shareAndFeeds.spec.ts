import { expect, test, type APIRequestContext } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3000';

/** The share tags of a page's server HTML (what KakaoTalk, Band and Facebook read: they run no script). */
async function shareTags(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const tags: Record<string, string> = {};
  for (const [, name, content] of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z:_]+)" content="([^"]*)"/g)) tags[name!] = content!;
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html);
  if (canonical) tags.canonical = canonical[1]!;
  return tags;
}

/**
 * Shared well and found (issue 25): every public page carries a full share preview with absolute
 * addresses on PUBLIC_URL, the home page names the association in JSON-LD, and the sitemap,
 * robots.txt and feeds answer through the real server.
 */
test('every public page carries a share preview on PUBLIC_URL, with a picture', async ({ request }) => {
  const list = await (await request.get('/api/community/boards/notice/posts')).json();
  const postId = (list.data.list as { id: number }[])[0]!.id;
  for (const path of ['/', '/information', '/youth', '/community/notice', '/gallery', `/community/notice/${postId}`, '/member?page=global', '/privacy.html']) {
    const tags = await shareTags(request, path);
    expect(tags['og:title']?.length ?? 0, path).toBeGreaterThan(1);
    expect(tags['og:description']?.length ?? 0, path).toBeGreaterThan(10);
    expect(tags['og:url'], path).toBe(`${BASE}${path}`);
    expect(tags.canonical, path).toBe(`${BASE}${path}`);
    expect(tags['og:image'], path).toMatch(new RegExp(`^${BASE.replace(/\./g, '\\.')}/`));
    expect(tags['twitter:card'], path).toBe('summary_large_image');
    const picture = await request.get(tags['og:image']!);
    expect(picture.status(), tags['og:image']).toBe(200);
    expect(picture.headers()['content-type'], tags['og:image']).toMatch(/^image\//);
  }
  const home = await shareTags(request, '/');
  expect(home['og:image']).toBe(`${BASE}/images/share/nanum-share.png`);
  expect([home['og:image:width'], home['og:image:height']]).toEqual(['1200', '630']);
});

test('the prerendered /certify page carries absolute share tags on the address the build read (PUBLIC_URL)', async ({ request }) => {
  const tags = await shareTags(request, '/certify');
  // Prerendered at build time (the static page of the pages bench): its origin is the build's PUBLIC_URL.
  const origin = /^(https?:\/\/[^/]+)\/certify$/.exec(tags['og:url'] ?? '')?.[1];
  expect(origin, tags['og:url']).toMatch(/^https?:\/\/[^/]+$/);
  expect(tags.canonical).toBe(`${origin}/certify`);
  expect(tags['og:title']).toBe('회원 인증이 필요합니다');
  expect(tags['og:description']?.length ?? 0).toBeGreaterThan(10);
  expect(tags['og:image']).toBe(`${origin}/images/share/nanum-share.png`);
  expect(tags['twitter:image']).toBe(`${origin}/images/share/nanum-share.png`);
  expect(tags['twitter:card']).toBe('summary_large_image');
});

test('the home page names the association as schema.org NGO data and links the news feed', async ({ page }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'NGO', url: `${BASE}/` });
  expect(data.name).toContain('나눔');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
});

test('robots.txt names the sitemap, whose files and the news feed answer as XML', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files).toContain(`${BASE}/sitemaps/pages.xml`);
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type'], file).toMatch(/^application\/xml/);
  }
  const feed = await request.get('/rss.xml');
  expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  expect(await feed.text()).toContain(`<link>${BASE}/community/notice/`);
});

test('a board list visitors may read links its own feed (the list, the gallery, press and video layouts)', async ({ page }) => {
  const lists: [string, string][] = [
    ['/community/notice', '/feeds/notice.xml'],
    ['/gallery', '/feeds/gallery.xml'],
    ['/press', '/feeds/press.xml'],
    ['/video', '/feeds/video.xml'],
  ];
  for (const [path, feed] of lists) {
    await page.goto(path);
    // Beside the site's news feed (/rss.xml), which every page links.
    await expect(page.locator(`link[rel="alternate"][type="application/rss+xml"][href="${feed}"]`)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
