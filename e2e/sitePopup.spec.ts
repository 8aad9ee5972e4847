import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { logInAs } from './siteHelpers';

// A browser that has never hidden the pop-up (the other specs start with it hidden).
test.use({ storageState: { cookies: [], origins: [] } });

const TITLE = '청소년 챔프단 3기 모집';

/** Loads a page and waits for the display call's answer, so "not shown" means the server said so. */
async function load(page: Page, path: string, how: 'goto' | 'reload' = 'goto') {
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/popup/get/display'));
  if (how === 'goto') await page.goto(path);
  else await page.reload();
  return (await (await answer).json()) as { data: { isShowPopup: boolean } };
}

test('a visitor sees the pop-up once per page load, and not for a week after hiding it', async ({ page }, testInfo) => {
  const displayCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/popup/get/display')) displayCalls.push(req.url());
  });

  expect((await load(page, '/')).data.isShowPopup).toBe(true);
  const popup = page.getByRole('dialog', { name: TITLE });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('환경 · 교육 · 지역나눔');
  await saveScreenshot(page, testInfo, 'popup', { fullPage: false });
  await popup.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(popup).toBeHidden();

  // Moving inside the site is the same page load: not asked, not shown again.
  await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(displayCalls).toHaveLength(1);

  // A new page load asks again.
  await load(page, '', 'reload');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '일주일간 보지 않기' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText('일주일 동안 팝업을 보지 않습니다.')).toBeVisible();

  expect((await load(page, '', 'reload')).data.isShowPopup).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member’s "hide for a week" holds in another browser they log in with', async ({ page, browser }, testInfo) => {
  const email = testInfo.project.name === 'mobile' ? 'operator@nanum.example' : 'division@nanum.example';
  await logInAs(page, email);
  await load(page, '/');
  const popup = page.getByRole('dialog', { name: TITLE });
  await popup.getByRole('button', { name: '일주일간 보지 않기' }).click();
  await expect(popup).toBeHidden();

  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const second = await other.newPage();
    await logInAs(second, email);
    expect((await load(second, '/')).data.isShowPopup).toBe(false);
    await expect(second.getByRole('dialog')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
