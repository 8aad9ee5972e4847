import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { footerLink, logInAs } from './siteHelpers';

// A browser that has never hidden the pop-up (the other specs start with it hidden).
test.use({ storageState: { cookies: [], origins: [] } });

const TITLE = '청소년 챔프단 3기 모집';
/** The pop-up's markup in a page's HTML, whichever pop-up is active (admin.spec.ts may make one meanwhile). */
const POPUP_HTML = 'class="modal fade show d-block popup-announcement" role="dialog"';

/** Loads a page that asks the display call after hydration and waits for its answer, so "not shown" means the server said so. */
async function load(page: Page, path: string, how: 'goto' | 'reload' = 'goto') {
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/popup/get/display'));
  if (how === 'goto') await page.goto(path);
  else await page.reload();
  return (await (await answer).json()) as { data: { isShowPopup: boolean } };
}

/** Loads a server-rendered page (home, board list, post): the server's HTML is its answer. */
async function loadHtml(page: Page, path: string | null): Promise<string> {
  const res = path === null ? await page.reload() : await page.goto(path);
  expect(res?.status()).toBe(200);
  return (await res?.text()) ?? '';
}

/** A post of the notice board, from the list the page shows (the list is loaded if it is not). */
async function newestPostPath(page: Page): Promise<string> {
  if (!page.url().endsWith('/community/notice')) await page.goto('/community/notice');
  const hrefs = await page.locator('a[href^="/community/notice/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const postPath = hrefs.find((href) => /\/\d+$/.test(href)) ?? '';
  expect(postPath).not.toBe('');
  return postPath;
}

test('a visitor sees the pop-up in the page’s HTML once per page load (home, board list, post), as a modal', async ({ page }, testInfo) => {
  const displayCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/popup/get/display')) displayCalls.push(req.url());
  });
  // The pop-up is in the HTML as it is, not a piece placed by an inline script (which the CSP refuses).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused/.test(message.text())) refused.push(message.text());
  });

  // The home page, the board lists and the posts show it in their HTML: it paints with the page.
  const html = await loadHtml(page, '/');
  expect(html).toContain(POPUP_HTML);
  expect(html).toContain(TITLE);
  const popup = page.getByRole('dialog', { name: TITLE });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('환경 · 교육 · 지역나눔');
  // Once the page runs, it is a modal: focus moves into it and stays there; Escape closes it.
  await expect(popup).toBeFocused();
  for (let n = 0; n < 5; n += 1) {
    await page.keyboard.press('Tab');
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await expect(popup.getByRole('button', { name: '팝업 닫기' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'popup', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  // Moving inside the site is the same page load: not asked, not shown again.
  await (await footerLink(page, '이용약관')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(displayCalls).toHaveLength(0);

  // A board list and a post: in the HTML too, closed with its button.
  const anyPopup = page.getByRole('dialog');
  expect(await loadHtml(page, '/community/notice')).toContain(POPUP_HTML);
  await expect(anyPopup).toBeVisible();
  await anyPopup.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(anyPopup).toBeHidden();
  const postPath = await newestPostPath(page);
  expect(await loadHtml(page, postPath)).toContain(POPUP_HTML);
  await expect(anyPopup).toBeVisible();
  expect(displayCalls).toHaveLength(0);
  expect(refused).toEqual([]);
});

test('a page without the pop-up in its HTML asks for it; after "hide for a week" no page shows it to that browser alone', async ({ page, browser }) => {
  const anyPopup = page.getByRole('dialog');
  const postPath = await newestPostPath(page);
  // A page without it in its HTML asks after hydration.
  expect((await load(page, '/history')).data.isShowPopup).toBe(true);
  await expect(anyPopup).toBeVisible();
  await expect(anyPopup).toBeFocused();
  await anyPopup.getByRole('button', { name: '일주일간 보지 않기' }).click();
  await expect(anyPopup).toBeHidden();
  await expect(page.getByText('일주일 동안 팝업을 보지 않습니다.')).toBeVisible();

  expect((await load(page, '', 'reload')).data.isShowPopup).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const path of ['/', '/community/notice', postPath]) {
    expect(await loadHtml(page, path)).not.toContain(POPUP_HTML);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // Another browser is not given this one's pages (the server keeps the board lists' pages).
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const second = await other.newPage();
    expect(await loadHtml(second, '/community/notice')).toContain(POPUP_HTML);
    await expect(second.getByRole('dialog')).toBeVisible();
  } finally {
    await other.close();
  }
  expect(await loadHtml(page, '/community/notice')).not.toContain(POPUP_HTML);
});

test('a member’s "hide for a week" holds in another browser they log in with', async ({ page, browser }, testInfo) => {
  const email = testInfo.project.name === 'mobile' ? 'operator@nanum.example' : 'division@nanum.example';
  await logInAs(page, email);
  // A member's server-rendered pages decide for their account, in the HTML.
  expect(await loadHtml(page, '/')).toContain(POPUP_HTML);
  const popup = page.getByRole('dialog', { name: TITLE });
  await expect(popup).toBeFocused();
  await popup.getByRole('button', { name: '일주일간 보지 않기' }).click();
  await expect(popup).toBeHidden();

  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const second = await other.newPage();
    await logInAs(second, email);
    expect(await loadHtml(second, '/')).not.toContain(POPUP_HTML);
    await expect(second.getByRole('dialog')).toHaveCount(0);
    // The pages left to the browser (here the history) ask the display call, which says the same.
    expect((await load(second, '/history')).data.isShowPopup).toBe(false);
  } finally {
    await other.close();
  }
});

test('the sign-up and account forms, the identity check and the legal texts never show the pop-up', async ({ page }) => {
  const displayCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/popup/get/display')) displayCalls.push(req.url());
  });
  for (const path of ['/author/join', '/author/find', '/certify', '/terms.html', '/privacy.html']) {
    expect(await loadHtml(page, path)).not.toContain(POPUP_HTML);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(displayCalls).toEqual([]);
  // The same browser still gets it on a page that shows it.
  expect((await load(page, '/history')).data.isShowPopup).toBe(true);
  await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
});
