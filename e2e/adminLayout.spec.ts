import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';

/** The admin area's frame on both viewports: no shared header or footer, a keyboard-usable section menu. */
test('the admin area has its own frame and a keyboard-usable section menu', async ({ page }, testInfo) => {
  await page.goto('/');
  await logInAs(page, 'admin@nanum.example', '정하람');
  await page.goto('/admin/page');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('list', { name: '주요 지표' })).toContainText('전체 회원');
  await expect(page.getByRole('heading', { name: '월별 가입자' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(3);
  await saveScreenshot(page, testInfo, 'admin-dashboard');

  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '협력 기업' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '협력 기업' })).toBeVisible();
  const firstLogo = page.getByTestId('corporation-row').first().getByRole('img', { name: '한빛전자 로고' });
  await expect(firstLogo).toBeVisible();
  await expect.poll(() => firstLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await saveScreenshot(page, testInfo, 'admin-corporations');

  const nav = page.getByRole('navigation', { name: '관리 메뉴' });
  await nav.getByRole('link', { name: '회원 관리' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '회원 관리' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '회원 관리' })).toHaveAttribute('aria-current', 'page');
  // Members other tests sign up meanwhile come first: the demo member is found by the search.
  await page.getByLabel('이름 또는 이메일').fill('member@nanum.example');
  await page.getByRole('form', { name: '회원 검색' }).getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('cell', { name: 'member@nanum.example' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-members');

  await nav.getByRole('link', { name: '팝업 관리' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '팝업 관리' })).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('button', { name: '수정' }).click();
  await expect(page.getByRole('figure', { name: '팝업 미리보기' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-popups');

  await page.goto('/admin/page?section=broadcast');
  await page.getByLabel('받는 사람').selectOption('team');
  await page.getByLabel('팀', { exact: true }).selectOption({ index: 1 });
  await expect(page.getByRole('status').filter({ hasText: /^받는 사람: \d+명$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-broadcast');

  await page.goto('/admin/page?section=audit');
  await expect(page.getByRole('form', { name: '변경 기록 검색' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-audit');
});

test('a member who reaches /admin/page is refused', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'member@nanum.example', '박소망');
  await page.goto('/admin/page');
  await expect(page.getByText('권한이 없습니다.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('dialog', { name: '로그인' })).toHaveCount(0);
});

test('a visitor at /admin/page gets the login dialog and, once logged in as an operator, the admin area in place', async ({ page }) => {
  await page.goto('/admin/page');
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '관리자 페이지' })).toBeVisible();
  // The dialog is ready for typing once it has put the focus in the email field (as logInAs waits).
  await expect(dialog.getByLabel('이메일', { exact: true })).toBeFocused();
  await dialog.getByLabel('이메일', { exact: true }).fill('operator@nanum.example');
  await dialog.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/page/);
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toBeVisible();
});

/** The admin sections that are forms, charts and lists rather than tables, on a 375 px phone. */
test('the dashboard, forms, editor, filters and youth section fit a 375 px phone without scrolling sideways', async ({ page }, testInfo) => {
  // Eight sections and screenshots on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await logInAs(page, 'admin@nanum.example', '정하람');
  const fits = async (name: string) => {
    await saveScreenshot(page, testInfo, `admin-375-${name}`);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
  };

  await page.goto('/admin/page');
  await expect(page.locator('canvas')).toHaveCount(3);
  await fits('dashboard');

  await page.goto('/admin/page?section=broadcast');
  await page.getByLabel('받는 사람').selectOption('team');
  await page.getByLabel('팀', { exact: true }).selectOption({ index: 1 });
  await expect(page.getByRole('status').filter({ hasText: /^받는 사람: \d+명$/ })).toBeVisible();
  await fits('broadcast');

  await page.goto('/admin/page?section=content');
  await page.getByRole('tab', { name: '사이트 정보' }).click();
  await expect(page.getByLabel('블로그 주소')).toHaveValue('https://blog.nanum.example');
  await fits('settings');
  await page.getByRole('tab', { name: '페이지' }).click();
  await expect(page.getByLabel('본문 (Markdown)')).not.toHaveValue('');
  // The page picker keeps a readable width (its link wraps below instead of squeezing it).
  expect((await page.getByLabel('편집할 페이지').boundingBox())?.width).toBeGreaterThanOrEqual(180);
  await fits('page-editor');
  await page.getByRole('tab', { name: '미리보기' }).click();
  await expect(page.getByRole('region', { name: '미리보기' })).toBeVisible();
  await fits('page-preview');

  await page.goto('/admin/page?section=popups');
  await page.getByRole('button', { name: '수정' }).first().click();
  await expect(page.getByRole('figure', { name: '팝업 미리보기' })).toBeVisible();
  await fits('popup-form');

  await page.goto('/admin/page?section=audit');
  await expect(page.getByRole('form', { name: '변경 기록 검색' })).toBeVisible();
  await fits('audit');

  await page.goto('/admin/page?section=youth');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await fits('youth');
});
