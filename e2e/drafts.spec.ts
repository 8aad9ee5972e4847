import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { expectAccessible } from './siteHelpers';
import { signUp } from './signUp';

/**
 * A draft survives (issue 23): a new member types a post, is asked before leaving by the logo and
 * by Back (and stays), closes the tab, opens the write page again and restores what they typed,
 * then posts it; the draft is gone afterwards. Each viewport signs up its own member.
 */
test('a post typed, the tab closed, the write page opened again: the draft is offered and restored', async ({ page, context }, testInfo) => {
  test.slow();
  const title = `임시 저장 ${testInfo.project.name} ${Date.now().toString(36)}`;
  const text = '연탄 봉사 전에 챙길 것: 장갑, 마스크, 따뜻한 물.';
  await page.goto('/');
  await signUp(page, `draft-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`, '초안작성');
  await page.goto('/community/knowhow');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: '내용' }).click();
  await page.keyboard.type(text);
  await expect(page.getByRole('status').filter({ hasText: '임시 저장되었습니다.' })).toBeVisible();

  // The logo: asked, and staying keeps the form.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('link', { name: '나눔' }).first().click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^confirm: 작성 중인 내용이 있습니다\./);
  await expect(page).toHaveURL(/\/community\/knowhow\/write$/);
  await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);

  // Back: asked as well, and staying keeps the page and its address.
  await page.goBack();
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/^confirm: 작성 중인 내용이 있습니다\./);
  await expect(page).toHaveURL(/\/community\/knowhow\/write$/);
  await expect(page.getByRole('textbox', { name: '내용' })).toContainText(text);
  expect(asked).toHaveLength(2);
  await expect(page.locator('#nprogress')).toHaveCount(0); // the route progress bar has finished
  await saveScreenshot(page, testInfo, 'draft-autosaved', { fullPage: false });

  await page.close();
  const again = await context.newPage();
  await again.goto('/community/knowhow/write');
  const offer = again.getByRole('region', { name: '임시 저장한 글' });
  await expect(offer).toContainText('작성 중이던 글이 있습니다. 불러올까요?');
  await expectAccessible(again);
  await saveScreenshot(again, testInfo, 'draft-offer', { fullPage: false });
  await offer.getByRole('button', { name: '불러오기' }).click();
  await expect(again.getByLabel('제목', { exact: true })).toHaveValue(title);
  await expect(again.getByRole('textbox', { name: '내용' })).toContainText(text);

  await again.getByRole('button', { name: '등록하기' }).click();
  await expect(again.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(again.getByText(text)).toBeVisible();
  await again.goto('/community/knowhow/write');
  await expect(again.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  await expect(again.getByLabel('제목', { exact: true })).toHaveValue('');
  await expect(again.getByRole('region', { name: '임시 저장한 글' })).toHaveCount(0);
});
