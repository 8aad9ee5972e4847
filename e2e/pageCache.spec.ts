import { expect, test } from '@playwright/test';

/** Demo accounts (README): every one has the password nanum1234!. */
const PASSWORD = 'nanum1234!';

/**
 * The page cache (docs/PAGE-CACHE.md) as visitors meet it: the board list a visitor without a
 * session was just served from the cache shows a member's new post on the visitor's next load,
 * and the member's own list is never the visitor's. A browser that hid the pop-up (every spec's
 * starting state, playwright.config.ts) carries its id cookie and is never served a stored page.
 */
test('a visitor sees a member’s new post on the next load of a cached board list', async ({ browser, viewport }, testInfo) => {
  const options = { baseURL: process.env.BASE_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', ...(viewport ? { viewport } : {}) };
  const hider = await (await browser.newContext(options)).newPage();
  expect((await hider.goto('/community/knowhow'))?.headers()['x-page-cache']).toBeUndefined();
  expect((await hider.reload())?.headers()['x-page-cache']).toBeUndefined();

  // A visitor who never hid the pop-up: no cookie at all.
  const visitor = await (await browser.newContext({ ...options, storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto('/community/knowhow');
  // The spec runs alone (playwright.config.ts, LAST): no other test's write empties the cache.
  expect((await visitor.reload())?.headers()['x-page-cache']).toBe('hit');

  const member = await (await browser.newContext(options)).newPage();
  expect((await member.request.post('/api/user/login', { data: { passid: 'champ@nanum.example', password: PASSWORD } })).status()).toBe(200);
  const title = `캐시 확인 글 (${testInfo.project.name} ${Date.now().toString(36)})`;
  const written = await member.request.post('/api/community/boards/knowhow/posts', { data: { title, content: '<p>바로 보여야 해요</p>' } });
  expect(written.status()).toBe(200);
  const mine = await member.goto('/community/knowhow');
  expect(mine?.headers()['x-page-cache']).toBeUndefined();
  expect(mine?.headers()['cache-control']).toBe('private, no-cache');

  const next = await visitor.reload();
  expect(next?.headers()['x-page-cache']).toBe('miss');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('button', { name: '로그인', exact: true })).toBeVisible();
});

test('a visitor’s post page comes from the cache on the next load, and a member’s never does', async ({ browser, viewport }) => {
  const options = { baseURL: process.env.BASE_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', ...(viewport ? { viewport } : {}) };
  const visitor = await (await browser.newContext({ ...options, storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto('/community/knowhow');
  // Without cookies the pop-up covers the page: the post is opened by its address.
  const first = visitor.getByRole('main').getByRole('table').getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  const post = (await first.getAttribute('href')) ?? '';
  expect((await visitor.goto(post))?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeAttached();
  const again = await visitor.reload();
  expect(again?.headers()['x-page-cache']).toBe('hit');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeAttached();

  const member = await (await browser.newContext(options)).newPage();
  expect((await member.request.post('/api/user/login', { data: { passid: 'champ@nanum.example', password: PASSWORD } })).status()).toBe(200);
  const mine = await member.goto(post);
  expect(mine?.headers()['x-page-cache']).toBeUndefined();
  expect(mine?.headers()['cache-control']).toBe('private, no-cache');
});
