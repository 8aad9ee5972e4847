import { expect, test, type Browser, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { standInForYouTubeStills } from './siteHelpers';

/** Demo accounts (README): every one has the password nanum1234!. */
const PASSWORD = 'nanum1234!';
const AUTHOR = { email: 'champ@nanum.example', name: '이다온' };
const READER = { email: 'member@nanum.example', name: '박소망' };

/** A 24 x 16 PNG in the site's green. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWPgz06mCmIYNYh/NIz4R9NR9mgWySY/HQAA7s1LkHSMGn8AAAAASUVORK5CYII=', 'base64');

/** A page of its own browser context, logged in through the API (the session cookie is shared). */
async function loggedInPage(browser: Browser, email: string, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const login = await page.request.post('/api/user/login', { data: { passid: email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return page;
}

test.describe('community boards', () => {
  test('a member writes a post with an image, a file and a survey; another comments, recommends and answers; the author gets the alarm live', async ({ browser, viewport }, testInfo) => {
    test.setTimeout(90_000);
    const title = `봉사 준비물 체크리스트 (${testInfo.project.name} ${Date.now().toString(36)})`;
    const author = await loggedInPage(browser, AUTHOR.email, viewport);
    const errors: string[] = [];
    author.on('pageerror', (error) => errors.push(error.message));

    await author.goto('/community/knowhow');
    await author.getByRole('link', { name: '글쓰기' }).click();
    await expect(author.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
    await author.getByLabel('말머리').selectOption({ label: '준비 팁' });
    await author.getByLabel('제목', { exact: true }).fill(title);
    const body = author.getByRole('textbox', { name: '내용' });
    await body.click();
    await author.keyboard.type('연탄 봉사 전에 꼭 챙겨야 할 것들을 정리했어요.');
    await author.getByLabel(/사진 첨부/).setInputFiles({ name: '준비물.png', mimeType: 'image/png', buffer: PNG });
    await expect(body.locator('img')).toHaveCount(1);
    await author.getByLabel(/파일 첨부/).setInputFiles({ name: '체크리스트.txt', mimeType: 'text/plain', buffer: Buffer.from('장갑\n마스크\n') });
    await expect(author.getByText('체크리스트.txt')).toBeVisible();
    await author.getByRole('button', { name: '설문 추가' }).click();
    await author.getByLabel('설문 제목').fill('다음 봉사 날짜');
    await author.getByLabel('1번 문항', { exact: true }).fill('언제가 좋을까요?');
    await author.getByLabel('1번 문항 보기 1').fill('토요일');
    await author.getByLabel('1번 문항 보기 2').fill('일요일');
    await author.getByLabel('필수 응답').check();
    await author.getByRole('button', { name: '등록하기' }).click();

    await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(author.getByRole('status').filter({ hasText: '게시글을 등록했습니다.' })).toBeVisible();
    const postUrl = author.url();
    await expect(author.locator('article img[src^="/api/community/images/"]')).toHaveCount(1);
    await expect(author.getByRole('link', { name: /체크리스트\.txt/ })).toBeVisible();
    await expect(author.getByRole('heading', { name: '설문 · 다음 봉사 날짜' })).toBeVisible();

    // Another member, in their own browser: answers the survey, recommends and comments.
    const reader = await loggedInPage(browser, READER.email, viewport);
    await reader.goto(postUrl);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The page comes from the server with the answer form for the reader, not the results first
    // (the session loads after the page; until then the server's answer decides what shows).
    const html = await (await reader.request.get(postUrl)).text();
    expect(html).toContain('응답 제출');
    expect(html).not.toContain('인증된 회원으로 로그인하면');
    await reader.getByRole('radio', { name: '토요일' }).check();
    await reader.getByRole('button', { name: '응답 제출' }).click();
    await expect(reader.getByText('1표 (100%)')).toBeVisible();
    await reader.getByRole('button', { name: /추천 0/ }).click();
    await expect(reader.getByRole('button', { name: /추천 1/ })).toHaveAttribute('aria-pressed', 'true');
    const postHeader = reader.locator('header').filter({ has: reader.getByRole('heading', { level: 1 }) });
    await expect(postHeader.getByText('댓글 0', { exact: true })).toBeVisible();
    await reader.getByLabel('댓글을 입력하세요').fill('꼼꼼한 정리 감사합니다!');
    await reader.getByRole('button', { name: '댓글 등록' }).click();
    await expect(reader.getByText('꼼꼼한 정리 감사합니다!')).toBeVisible();
    // The post's header counts it at once, as the comments' heading does.
    await expect(postHeader.getByText('댓글 1', { exact: true })).toBeVisible();

    // The author, still on the post, gets the realtime alarm as an info toast.
    // (Both viewports' runs write as the same demo author, so two such toasts may show at once.)
    await expect(author.getByRole('status').filter({ hasText: '내 글에 댓글이 달렸습니다.' }).first()).toBeVisible({ timeout: 15_000 });
    await author.reload();
    await expect(author.getByText('꼼꼼한 정리 감사합니다!')).toBeVisible();
    await expect(author.getByRole('button', { name: '추천 1' })).toBeDisabled();
    await saveScreenshot(author, testInfo, 'board-post');
    expect(errors).toEqual([]);
    await author.context().close();
    await reader.context().close();
  });

  test('a survey answered the moment it shows, while its code is still on the way, counts the answer', async ({ browser, viewport }, testInfo) => {
    const author = await loggedInPage(browser, AUTHOR.email, viewport);
    const created = await author.request.post('/api/community/boards/knowhow/posts', {
      data: { title: `빠른 설문 (${testInfo.project.name} ${Date.now().toString(36)})`, content: '<p>모임 날짜를 골라 주세요.</p>', survey: { title: '모임 날짜', questions: [{ title: '언제 모일까요?', mode: 'choice', options: ['토요일', '일요일'], required: true }] } },
    });
    expect(created.status()).toBe(200);
    const postUrl = ((await created.json()) as { data: { href: string } }).data.href;
    await author.context().close();

    // A slow phone: the survey's code arrives three seconds after the rest of the page's.
    const reader = await loggedInPage(browser, READER.email, viewport);
    await reader.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('응답 제출')) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.fulfill({ response, body });
    });
    await reader.goto(postUrl, { waitUntil: 'domcontentloaded' });
    // As soon as the page is alive (the header greets the member once the session has loaded), a
    // quick tap on a choice, then on 응답 제출: in the page, as a person taps, not through
    // Playwright's clicks, which wait until an element takes the click.
    await expect(reader.getByRole('banner').getByRole('button', { name: `${READER.name}님 계정 메뉴` })).toBeVisible();
    await reader.evaluate(() => document.querySelector<HTMLInputElement>('input[type="radio"]')?.click());
    await reader.evaluate(() => document.querySelector<HTMLInputElement>('input[type="radio"]')?.form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    // The answer is sent and counted; the browser never submitted the form itself (a reload to
    // the same address with the answer in its query, the tick lost).
    await expect(reader.getByText('1표 (100%)')).toBeVisible();
    expect(new URL(reader.url()).search).toBe('');
    // Chunks the page asks for later (in idle time) may still be in the handler: let them go.
    await reader.unrouteAll({ behavior: 'ignoreErrors' });
    await reader.context().close();
  });

  test('the recommend and report buttons come from the server as they stay: enabled for a certified reader, disabled for a visitor', async ({ browser }) => {
    // The post's own buttons come before the comments' (which say "추천 N" and "신고" too).
    const recommendButton = (page: Page) => page.getByRole('button', { name: /^추천 \d+$/ }).first();
    const reportButtons = (page: Page) => page.getByRole('button', { name: '신고', exact: true });
    // Without JavaScript the page is what the server sent, before any session is loaded.
    const context = await browser.newContext({ baseURL: process.env.BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/community/notice');
    const href = await page.getByRole('table', { name: '공지사항 글 목록' }).getByRole('row').nth(1).getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/community\/notice\/\d+$/);
    await page.goto(href as string);
    await expect(recommendButton(page)).toBeDisabled();
    await expect(reportButtons(page)).toHaveCount(0);

    expect((await page.request.post('/api/user/login', { data: { passid: READER.email, password: PASSWORD } })).status()).toBe(200);
    await page.goto(href as string);
    await expect(recommendButton(page)).toBeEnabled();
    await expect(reportButtons(page).first()).toBeEnabled();
    await context.close();
  });

  test('a visitor sees what the board allows: the list and posts, no writing, a login prompt for comments', async ({ page }, testInfo) => {
    await page.goto('/community/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByRole('link', { name: '글쓰기' })).toHaveCount(0);
    const rows = page.getByRole('table', { name: '공지사항 글 목록' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    // A row's author, date and counts, once: in their columns on a wide screen; on a phone under the
    // title, where the column headers are hidden, each count saying what it counts.
    const first = rows.nth(1);
    const author = first.getByRole('button', { name: /프로필 보기$/ });
    await expect(first.locator('time')).toHaveCount(1);
    await expect(author).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      await expect(first).toContainText(/조회 \S+\s+추천 \S+/, { useInnerText: true });
      const [title, by] = [await first.getByRole('link').first().boundingBox(), await author.boundingBox()];
      expect(by!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
    } else {
      await expect(first).not.toContainText('조회', { useInnerText: true });
    }
    await saveScreenshot(page, testInfo, 'board-list');
    await page.getByLabel('정렬').selectOption('visit');
    await expect(page).toHaveURL(/sort=visit/);
    await rows.nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('댓글을 쓰려면 로그인해주세요.')).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);

    const write = await page.goto('/community/knowhow/write');
    expect(write?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: '로그인이 필요합니다.' })).toBeVisible();
  });

  test('the gallery, press and video layouts render', async ({ page }, testInfo) => {
    // One address per list: the /community one moves there for good, with its query.
    const moved = await page.request.get('/community/gallery?page=1', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toBe('/gallery?page=1');
    await page.goto('/community/video');
    await expect(page).toHaveURL(/\/video$/);

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: '갤러리' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'board-gallery');

    await page.goto('/press');
    await expect(page.getByRole('heading', { level: 1, name: '언론보도' })).toBeVisible();
    await expect(page.getByRole('link', { name: /기사 원문 보기/ }).first()).toHaveAttribute('target', '_blank');

    // YouTube's image host, played here by a stand-in (the test machine has no internet): the CSP
    // must let the page ask it, or the tiles fall back to the board's name.
    const stills: string[] = [];
    await standInForYouTubeStills(page, stills);
    await page.goto('/video');
    await expect(page.getByRole('heading', { level: 1, name: '영상' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    // A tile shows its video's still from YouTube.
    const still = page.getByRole('button', { name: /영상 재생/ }).first().locator('img');
    await expect(still).toHaveAttribute('src', /^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1); // the stand-in's 1×1 picture, loaded
    expect(stills.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: /영상 재생/ }).first().click();
    await expect(page.getByRole('dialog').locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'board-video', { fullPage: false });
  });
});
