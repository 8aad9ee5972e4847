import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { expectAccessible, logInAs, watchErrors } from './siteHelpers';

const GROUPS = ['협회소개', '구성원', '소식', '청소년위원회', '챔프단'];

test.describe('desktop menu at 1280px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('opens each group as a dropdown, by mouse and by keyboard, and follows a link', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    for (const label of GROUPS) await expect(nav.getByRole('button', { name: label })).toBeVisible();
    await expect(nav.getByRole('link', { name: '사회공헌대상' })).toBeVisible();
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeHidden();

    await nav.getByRole('button', { name: '협회소개' }).click();
    await expect(nav.getByRole('button', { name: '협회소개' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: '걸어온 길' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('걸어온 길');

    // Keyboard: Enter opens, the arrow moves into the list, Enter follows.
    const youth = nav.getByRole('button', { name: '청소년위원회' });
    await youth.focus();
    await page.keyboard.press('Enter');
    await expect(youth).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: '청소년 챔프단' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(youth).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: '구성원' }).click();
    await nav.getByRole('link', { name: '홍보대사' }).click();
    await expect(page).toHaveURL(/\/member\?page=ambassador$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('홍보대사');
    expect(errors).toEqual([]);
  });

  test('shows the ability link to a logged-in member only, with their own id, and the blog link from the settings', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await nav.getByRole('button', { name: '챔프단' }).click();
    await expect(nav.getByRole('link', { name: /챔프단 블로그/ })).toHaveAttribute('href', 'https://blog.nanum.example');
    await expect(nav.getByRole('link', { name: '나의 활동 역량' })).toHaveCount(0);

    const id = await logInAs(page, 'champ@nanum.example');
    await page.reload();
    await nav.getByRole('button', { name: '챔프단' }).click();
    await expect(nav.getByRole('link', { name: '나의 활동 역량' })).toHaveAttribute('href', `/youth/ability/${id}`);
  });
});

test.describe('mobile side panel at 375px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('opens from the menu button with every group, is accessible, closes and follows links', async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: '협회소개' })).toBeHidden();
    const toggle = page.getByRole('button', { name: '메뉴 열기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const panel = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of GROUPS) await expect(panel.getByRole('heading', { name: label, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: '영상' })).toHaveAttribute('href', '/video');
    await expectAccessible(page);
    if (testInfo.project.name === 'mobile') await saveScreenshot(page, testInfo, 'mobile-menu', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await toggle.click();
    await panel.getByRole('link', { name: '서포터즈' }).click();
    await expect(page).toHaveURL(/\/youth\/supporters$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('서포터즈');
    await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeHidden();
    expect(errors).toEqual([]);
  });
});
