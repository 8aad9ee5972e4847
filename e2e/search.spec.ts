import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { expectAccessible } from './siteHelpers';

/**
 * 통합검색 (issue 25): a visitor searches from the header (the mobile menu panel's box on a phone),
 * filters to one board and opens a result; a secret post's words find nothing for a visitor and
 * find it for its author. The posts are this spec's own, with a word of their own (Korean syllables
 * from the clock), written by the youth champ through the API.
 */
const WRITER = { email: 'champ@nanum.example', name: '이다온' };

/** Five syllables no demo text holds, different for each run and project. */
function ownWord(testInfo: TestInfo): string {
  const digits = `${Date.now()}${testInfo.project.name.length}`.slice(-6);
  return [...digits].map((digit) => '가나다라마바사아자차'[Number(digit)]).join('');
}

async function writePosts(browser: Browser, posts: { board: string; title: string; content: string; secret?: boolean }[]): Promise<{ id: number; href: string }[]> {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL });
  expect((await context.request.post('/api/user/login', { data: { passid: WRITER.email, password: DEMO_PASSWORD } })).status()).toBe(200);
  const written = [];
  for (const { board, ...post } of posts) {
    const res = await context.request.post(`/api/community/boards/${board}/posts`, { data: post });
    expect(res.status()).toBe(200);
    written.push(((await res.json()) as { data: { id: number; href: string } }).data);
  }
  await context.close();
  return written;
}

/** Searches from the header: the search button's box at 1280 px, the menu panel's box at 375 px. */
async function searchFromHeader(page: Page, testInfo: TestInfo, query: string): Promise<void> {
  const header = page.getByRole('banner');
  if (testInfo.project.name === 'mobile') {
    await header.getByRole('button', { name: '메뉴 열기' }).click();
    const panel = page.getByRole('dialog', { name: '전체 메뉴' });
    await panel.getByRole('searchbox', { name: '통합검색' }).fill(query);
    await panel.getByRole('searchbox', { name: '통합검색' }).press('Enter');
    // The panel closes once the search is on its way (its fade takes 0.3 s: until then its own
    // 검색 button is still on the page beside the results page's).
    await expect(panel).toBeHidden();
  } else {
    await header.getByRole('button', { name: '통합검색 열기' }).click();
    const box = header.getByRole('searchbox', { name: '통합검색' });
    await expect(box).toBeFocused();
    await page.keyboard.type(query);
    await saveScreenshot(page, testInfo, 'search-header-box', { fullPage: false });
    await page.keyboard.press('Enter');
  }
}

test('a visitor searches from the header, filters to one board and opens a result', async ({ page, browser }, testInfo) => {
  const word = ownWord(testInfo);
  const [tip, story] = await writePosts(browser, [
    { board: 'knowhow', title: `${word} 김장 봉사 준비물`, content: '<p>고무장갑과 앞치마를 챙기세요. 김장은 오전 9시에 시작합니다.</p>' },
    { board: 'champ', title: `${word} 활동 이야기`, content: '<p>지난주 김장 나눔에 챔프단 열두 명이 함께했습니다.</p>' },
  ]);

  await page.goto('/');
  await searchFromHeader(page, testInfo, `${word} 김장`);
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`‘${word} 김장’ 검색 결과`);
  const posts = page.getByRole('region', { name: /게시글/ });
  await expect(posts.getByRole('heading', { level: 2 })).toHaveText('게시글 2건');
  await expect(posts.getByRole('link', { name: `${word} 김장 봉사 준비물` })).toBeVisible();
  await expect(posts.locator('mark', { hasText: word }).first()).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'search-results');

  await page.getByLabel('게시판').selectOption({ label: '봉사 노하우' });
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/board=knowhow/);
  await expect(page.getByRole('link', { name: /게시글 1/ })).toHaveAttribute('aria-current', 'page');
  await expect(posts.getByRole('heading', { level: 2 })).toHaveText('게시글 1건');
  await expect(posts.getByRole('link', { name: `${word} 활동 이야기` })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'search-board-filter');

  await posts.getByRole('link', { name: `${word} 김장 봉사 준비물` }).click();
  await expect(page).toHaveURL(new RegExp(`${tip!.href}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${word} 김장 봉사 준비물` })).toBeVisible();
  expect(story!.id).not.toBe(tip!.id);
});

test("a secret post's words find nothing for a visitor and find it for its author", async ({ page, browser }, testInfo) => {
  const word = ownWord(testInfo);
  await writePosts(browser, [{ board: 'knowhow', title: '봉사 시간 문의', content: `<p>${word} 관련 개인 사정이 있어 문의드립니다.</p>`, secret: true }]);

  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('status')).toContainText('검색 결과 0건');
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-secret-visitor');

  await logInAs(page, WRITER.email, WRITER.name);
  await page.reload();
  const posts = page.getByRole('region', { name: /게시글/ });
  await expect(posts.getByRole('link', { name: '봉사 시간 문의' })).toBeVisible();
  await expect(posts.getByText('비밀글')).toBeVisible();
  await saveScreenshot(page, testInfo, 'search-secret-author');
});
