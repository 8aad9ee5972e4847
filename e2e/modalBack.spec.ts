import { expect, test } from '@playwright/test';
import { expectNoDialogLeft, logInAs, openOwnProfile } from './siteHelpers';

test('Back closes the login dialog and stays on the page; a dialog closed with its button leaves Back as it was', async ({ page }) => {
  await page.goto('/');
  await page.goto('/community/notice');
  const login = page.getByRole('dialog', { name: '로그인' });

  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(login).toBeVisible();
  await page.goBack();
  await expect(login).toBeHidden();
  await expectNoDialogLeft(page);
  await expect(page).toHaveURL(/\/community\/notice$/);
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();

  // Closed with its button: the next Back leaves the page, as it would have without the dialog.
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: '로그인 창 닫기' }).click();
  await expect(login).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('Back closes a member’s profile dialog and stays on the page', async ({ page }) => {
  await logInAs(page, 'haeun.bae@nanum.example');
  await page.goto('/');
  await page.goto('/community/notice');
  const profile = await openOwnProfile(page);
  await page.goBack();
  await expect(profile).toBeHidden();
  await expectNoDialogLeft(page);
  await expect(page).toHaveURL(/\/community\/notice$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
