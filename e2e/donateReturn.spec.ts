import { expect, test } from '@playwright/test';
import { watchErrors } from './siteHelpers';

/**
 * The addresses PortOne's windows send the browser back to, opened without their query (by hand,
 * or a window that returned none): a Korean title, the page the server sent hydrated without
 * React's error, a clear message, and no request about a payment that was never named.
 */
test.describe('payment return pages without their query', () => {
  for (const [path, title, alert] of [
    ['/donate/complete', '후원 결과 | 나눔', '결제 정보를 찾을 수 없습니다. 후원하기에서 다시 시도해주세요.'],
    ['/donate/pledge', '정기 후원을 시작하지 못했습니다 | 나눔', '카드를 등록하지 못했습니다.'],
  ] as const) {
    test(path, async ({ page }) => {
      const errors = watchErrors(page);
      const donationRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/donations')) donationRequests.push(`${request.method()} ${request.url()}`);
      });
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(new RegExp(`<title[^>]*>${title.replace(/[|]/g, "\\|")}</title>`));
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('alert').filter({ hasText: alert })).toBeVisible();
      await expect(page.getByRole('link', { name: '후원하기로 돌아가기' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(donationRequests).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
