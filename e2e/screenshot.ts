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
 * At a moment worth looking at: checks that the page is styled (every Bootstrap class on it has its
 * rules, e2e/styledClasses.ts), then saves a screenshot to test-results/screenshots/<name>-<project>.png
 * (SQLite run only). Full page by default.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, options: ScreenshotOptions = {}): Promise<void> {
  await expectBootstrapClassesStyled(page);
  if (!process.env.NANUM_SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage: options.fullPage ?? true });
}
