import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot to docs/screenshots/<name>-<project>.png (SQLite run only). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!process.env.NANUM_SCREENSHOTS) return;
  await page.screenshot({ path: `docs/screenshots/${name}-${testInfo.project.name}.png`, fullPage: true });
}
