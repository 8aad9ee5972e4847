import type { Page, TestInfo } from '@playwright/test';
import { expectBootstrapClassesStyled } from './styledClasses';

/**
 * Where the browser tests leave their screenshots: an ignored folder, never docs/screenshots (the
 * README's few curated images live there; `npm run screenshots` refreshes them from this folder).
 * Outside Playwright's outputDir (test-results/artifacts), which every run empties.
 */
export const SCREENSHOT_DIR = 'test-results/screenshots';

export interface ScreenshotOptions {
  /** The whole page (default) or only what is in the viewport (modals, menus). */
  fullPage?: boolean;
}

/**
 * A whole page as a reader who scrolls down sees it: the footer's partner band filled, and the
 * images the browser defers until they are scrolled near (next/image's loading="lazy": partner
 * logos, gallery thumbnails) loaded. A broken image counts
 * as complete; what is still missing after ten seconds (a busy machine) is pictured as it is:
 * this is for the picture, not a check.
 */
async function settleWholePage(page: Page): Promise<void> {
  const settled = (condition: () => boolean) => page.waitForFunction(condition, undefined, { timeout: 10_000 }).catch(() => undefined);
  const band = page.locator('.partner-carousel').first();
  if ((await band.count()) > 0) {
    // The band mounts when scrolled near (WhenVisible), then fetches its list: it is an empty
    // placeholder until then, and goes when there are no partners. Back to where the test was after.
    const scrollY = await page.evaluate(() => window.scrollY);
    await band.scrollIntoViewIfNeeded().catch(() => undefined);
    await settled(() => (document.querySelector('.partner-carousel')?.childElementCount ?? 1) > 0);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
  }
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
  });
  await settled(() => Array.from(document.images).every((image) => image.complete));
}

/**
 * At a moment worth looking at: checks that the page is styled (every Bootstrap class on it has its
 * rules, e2e/styledClasses.ts), then saves a screenshot to test-results/screenshots/<name>-<project>.png
 * (SQLite run only). Full page by default.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, options: ScreenshotOptions = {}): Promise<void> {
  await expectBootstrapClassesStyled(page);
  if (!process.env.NANUM_SCREENSHOTS) return;
  const fullPage = options.fullPage ?? true;
  if (fullPage) await settleWholePage(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage });
}
