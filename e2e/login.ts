import { expect, type Page } from '@playwright/test';

/** Demo accounts (README): every one has the password nanum1234!. */
export const DEMO_PASSWORD = 'nanum1234!';

/** Logs in through the header's login modal and waits for the account menu. */
export async function logInAs(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog.getByLabel('이메일', { exact: true })).toBeFocused();
  await dialog.getByLabel('이메일', { exact: true }).fill(email);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `${name}님 계정 메뉴` })).toBeVisible();
}
