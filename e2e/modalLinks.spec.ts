import { expect, test, type Page } from '@playwright/test';
import { expectNoDialogLeft, logInAs, openOwnProfile } from './siteHelpers';

/**
 * Links in a dialog that Back closes (useBackClosesModal): the page they lead to stays, though
 * the dialog closes on the click, and Back from it returns to the page the dialog was opened on
 * (the dialog's history entry gave its place to the new page's). The profile's 활동 역량 보기 and
 * 관리자 페이지 went to their page and straight back: the Back that the closing dialog sent landed
 * after the new page's entry.
 */

/**
 * The tab's history entries. A dialog that Back closes adds one; a link followed from it takes
 * that entry off before the new page adds its own (so the count is one more than before the
 * dialog). Had the new page been added first, the count would be two more, and the dialog's
 * late Back would land on the page it was opened on.
 */
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('활동 역량 보기 in another member’s profile opens their ability page, which stays; Back returns to the board', async ({ page }) => {
  const self = await logInAs(page, 'champ@nanum.example');
  // A post of the champ board by another member (the list shows no authors at 375 px: the post does, at both widths).
  const listed = (await (await page.request.get('/api/community/boards/champ/posts?page=1')).json()) as { data: { list: { id: number; author: { id: number } | null }[] } };
  const post = listed.data.list.find((row) => row.author && row.author.id !== self);
  expect(post).toBeDefined();
  await page.goto('/');
  await page.goto(`/community/champ/${post?.id}`);
  const entries = await historyLength(page);
  const author = page.getByRole('main').getByRole('button', { name: / 프로필 보기$/ }).first();
  await author.click();
  const profile = page.getByRole('dialog', { name: '회원 프로필' });
  const ability = profile.getByRole('link', { name: '활동 역량 보기' });
  await expect(ability).toBeVisible();
  const href = await ability.getAttribute('href');
  expect(href).toMatch(/^\/youth\/ability\/\d+$/);

  await ability.click();
  await expect(page.getByRole('heading', { level: 1, name: /활동 기록$/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expectNoDialogLeft(page);
  // The page took the dialog's entry: one entry more than before the dialog, none left for a late Back to land on.
  await expect.poll(() => historyLength(page)).toBe(entries + 1);
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/community/champ/${post?.id}$`));
  await expectNoDialogLeft(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('관리자 페이지 in an administrator’s own profile opens the admin area, which stays; Back returns to the page', async ({ page }) => {
  await logInAs(page, 'admin@nanum.example');
  await page.goto('/');
  await page.goto('/community/notice');
  const entries = await historyLength(page);
  const profile = await openOwnProfile(page);

  await profile.getByRole('link', { name: '관리자 페이지' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/page$/);
  await expectNoDialogLeft(page);
  await expect.poll(() => historyLength(page)).toBe(entries + 1);
  await expect(page).toHaveURL(/\/admin\/page$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/community\/notice$/);
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expectNoDialogLeft(page);
});

test('나의 활동 역량 is offered only to a member who may see the ability page', async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  /** The 챔프단 group's links, in the desktop dropdown or the side panel. */
  const champLinks = async () => {
    if (mobile) {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      return page.getByRole('navigation', { name: '전체 메뉴' }).getByRole('region', { name: '챔프단', exact: true });
    }
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await nav.getByRole('button', { name: '챔프단' }).click();
    return nav;
  };

  await logInAs(page, 'member@nanum.example');
  await page.goto('/');
  // The session is known (the menu is drawn for the member, not for a visitor).
  await expect(page.getByRole('banner').getByRole('button', { name: '박소망님 계정 메뉴' })).toBeVisible();
  let links = await champLinks();
  await expect(links.getByRole('link', { name: '챔프단 게시판' })).toBeVisible();
  await expect(links.getByRole('link', { name: '나의 활동 역량' })).toHaveCount(0);

  // Log out as the site does (clearing the cookies would also bring back the pop-up the suite hid).
  expect((await page.request.post('/api/user/logout')).status()).toBe(200);
  const id = await logInAs(page, 'champ@nanum.example');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: '이다온님 계정 메뉴' })).toBeVisible();
  links = await champLinks();
  await expect(links.getByRole('link', { name: '나의 활동 역량' })).toHaveAttribute('href', `/youth/ability/${id}`);
});
