import { expect, test } from '@playwright/test';
import { logInAs } from './login';

/**
 * An operator publishes a pop-up. Hiding is per pop-up, so a new one shows on every page of every
 * other test's browser: this spec runs alone, after the desktop and mobile projects
 * (playwright.config.ts, project "exclusive"), and deletes what it made.
 */
const OPERATOR = { email: 'operator@nanum.example', name: '류성민' };

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await logInAs(page, OPERATOR.email, OPERATOR.name);
  page.on('dialog', (dialog) => void dialog.accept());
});

test('an operator creates a pop-up linking to /youth, previews and activates it, and a visitor sees it', async ({ page, browser }) => {
  await page.goto('/admin/page?section=popups');
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toBeVisible();
  await page.getByRole('button', { name: '새 팝업' }).click();
  await expect(page.getByText('새 팝업을 만들었습니다.')).toBeVisible();
  const form = page.getByRole('form', { name: '팝업 수정' });
  await form.getByLabel('제목').fill('겨울 나눔 캠페인 참여 안내');
  await form.getByLabel('내용').fill('12월 한 달 동안 함께해요.');
  await form.getByLabel('링크').fill('/youth');
  await expect(page.getByRole('figure', { name: '팝업 미리보기' })).toContainText('겨울 나눔 캠페인 참여 안내');
  await form.getByLabel('방문자에게 노출').check();
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('팝업을 수정했습니다.')).toBeVisible();
  await expect(page.getByRole('row', { name: /겨울 나눔 캠페인 참여 안내/ })).toContainText('노출 중');

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const home = await visitor.newPage();
  await home.goto('/');
  const dialog = home.getByRole('dialog', { name: '겨울 나눔 캠페인 참여 안내' });
  await expect(dialog).toBeVisible();
  // A path on this site, as operators type it, opens in place.
  await expect(dialog.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/youth');
  await expect(dialog.getByRole('link', { name: '자세히 보기' })).not.toHaveAttribute('target', '_blank');
  await visitor.close();

  await page.getByRole('row', { name: /겨울 나눔 캠페인 참여 안내/ }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('팝업을 삭제했습니다.')).toBeVisible();
});
