import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The widths the site is checked at: the mobile project at 375px, the desktop one at 1280px. */
export function widthOf(testInfo: TestInfo): number {
  return testInfo.project.name === 'mobile' ? 375 : 1280;
}

/** Collects console errors and page errors from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * axe runs every rule but gathers only violations, the one result the checks read: passes and rules
 * that do not apply are counted, not listed node by node (axe's `resultTypes`, made for speed).
 * Toasts ([data-level]) are left out: a live alarm another test sent can fade in mid-scan, and a
 * half-transparent toast reads as low contrast.
 *
 * In one `axe.run` over the page and its same-origin frames (`setLegacyMode`): the default runs
 * axe in each frame, then opens a blank page and loads axe a third time to join the results, which
 * only frames of other origins need. The site's pages have none (a video's player, YouTube's, opens
 * on a click and is no page of ours). A scan took 1.1-1.3 s instead of 1.6-2.2 on the 2-core machine,
 * the same findings.
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).exclude('[data-level]').options({ resultTypes: ['violations'] }).setLegacyMode();

/**
 * axe-core: no serious or critical violation on the page as it settles. A tab or dialog fading in
 * is half transparent, which axe would read as low contrast: the scan waits two frames (a fade
 * starts on the next one) and until no animation or transition is running.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await axeOf(page).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** Logs a demo account in through the API (cookies land in the page's context). */
export async function logInAs(page: Page, email: string): Promise<number> {
  const res = await page.request.post('/api/user/login', { data: { passid: email, password: 'nanum1234!' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { id: number } }).user.id;
}

/**
 * Waits until `locator` has finished appearing, as the user waits for it before reading it: shown,
 * fully opaque, and no transition or animation still running on it or inside it (a modal's fade and
 * slide, a toast's slide-in, a dropdown's menu). Endless ones (a spinner) do not count.
 */
export async function expectSettled(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
  await expect
    .poll(() =>
      locator.evaluate((element) => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length),
    )
    .toBe(0);
}

/**
 * Closes the toasts on screen. A toast pauses while the pointer is over it, and on a wide screen
 * it sits at the top right, where the admin sections keep their buttons: a toast that another
 * test's action sent (a live alarm) would hold a click there until the test times out.
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: '알림 닫기' });
  for (let open = await close.count(); open > 0; open = await close.count()) {
    await close.first().click();
    await expect(close).toHaveCount(open - 1);
  }
}

/**
 * The footer's partner logos, after scrolling to them as a reader does: the carousel mounts (and
 * its code loads) only when its band comes near the screen (features/app/WhenVisible.tsx).
 */
export async function partnerLogos(page: Page): Promise<Locator> {
  await page.locator('.site-partners').scrollIntoViewIfNeeded();
  return page.locator('.partner-carousel .swiper-slide img');
}

/** A 1×1 PNG. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * YouTube's image host (the video tiles' stills), played by a stand-in: the test machine has no
 * internet, and a still that cannot load is a console error. Answers the page's requests to it.
 */
export async function standInForYouTubeStills(page: Page, seen: string[] = []): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
  });
}

/** The page as it is once no dialog is left on it: no backdrop, the page scrolls again. */
export async function expectNoDialogLeft(page: Page): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.modal-backdrop')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.classList.contains('modal-open') || document.body.style.overflow === 'hidden')).toBe(false);
}

/** Opens the logged-in member's own profile from the header's account menu; answers the dialog, shown. */
export async function openOwnProfile(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: /님 계정 메뉴$/ }).click();
  await page.getByRole('banner').getByRole('button', { name: '내 프로필' }).click();
  const profile = page.getByRole('dialog', { name: '내 프로필' });
  await expect(profile).toBeVisible();
  return profile;
}

/**
 * A policy link in the footer, once the footer has its details: the contact lines arrive after
 * hydration and, on a phone, push the links down, so a click aimed before they came lands elsewhere.
 */
export async function footerLink(page: Page, name: string): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('사업자등록번호');
  return footer.getByRole('link', { name });
}
