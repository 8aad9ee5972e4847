import type { Page, TestInfo } from '@playwright/test';

export interface ScreenshotOptions {
  /** The whole page (default) or only what is in the viewport (modals, menus). */
  fullPage?: boolean;
}

/** Saves a screenshot to docs/screenshots/<name>-<project>.png (SQLite run only). Full page by default. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, options: ScreenshotOptions = {}): Promise<void> {
  if (!process.env.NANUM_SCREENSHOTS) return;
  await page.screenshot({ path: `docs/screenshots/${name}-${testInfo.project.name}.png`, fullPage: options.fullPage ?? true });
}
