import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';

test('the home page renders in Korean with real glyphs (no tofu boxes)', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/나눔/);
  expect(await page.locator('html').getAttribute('lang')).toBe('ko');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[가-힣]/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // A missing glyph renders as the font's .notdef box; a private-use code point always does.
  const tofu = await page.evaluate(() => {
    const heading = document.querySelector('h1') as HTMLElement;
    const font = getComputedStyle(heading).font;
    const draw = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.font = font.replace(/\d+(\.\d+)?px/, '40px');
      ctx.fillText(text, 4, 48);
      return canvas.toDataURL();
    };
    const box = draw('\uE000');
    return ['나', '눔', '봉', '사', '협', '회'].filter((char) => draw(char) === box);
  });
  expect(tofu).toEqual([]);

  // The page becomes interactive under the strict CSP: no script was refused.
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  await saveScreenshot(page, testInfo, 'home');
});
