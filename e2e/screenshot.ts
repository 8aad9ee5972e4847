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
 * Images the browser defers until they are scrolled near (next/image's loading="lazy": the
 * footer's partner logos, gallery thumbnails) are loaded before a whole-page picture, as a reader
 * scrolling down would see them. A broken image counts as complete; one still loading after ten
 * seconds (a busy machine) is pictured as it is: this is for the picture, not a check.
 */
async function loadDeferredImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 10_000 })
    .catch(() => undefined);
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
  if (fullPage) await loadDeferredImages(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage });
}
