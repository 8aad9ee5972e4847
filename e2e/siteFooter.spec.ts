import { expect, test } from '@playwright/test';
import { partnerLogos } from './siteHelpers';

/** Slides the carousel shows at each width (SPEC section 9: 3, 5, 7, 8 from 0, 512, 1200, 1400). */
const WIDTHS: [number, number][] = [
  [375, 3],
  [800, 5],
  [1280, 7],
  [1440, 8],
];

test.describe('footer', () => {
  test('shows the organisation’s details, policy pages and social links from the site settings', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('(사)나눔 사회공헌협회 (데모)');
    await expect(footer).toContainText('대표 홍길동 (데모)');
    await expect(footer).toContainText('사업자등록번호 000-00-00000 (데모)');
    await expect(footer).toContainText('이메일 contact@nanum.example');
    await expect(footer.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms.html');
    await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/privacy.html');
    await footer.getByRole('link', { name: '이메일무단수집거부' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('이메일무단수집거부');
    await expect(footer.getByRole('link', { name: /유튜브/ })).toHaveAttribute('target', '_blank');
  });

  for (const [width, slides] of WIDTHS) {
    test(`the partner carousel shows ${slides} logos at a time at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await partnerLogos(page);
      const carousel = page.locator('.partner-carousel .swiper');
      await expect(carousel.getByRole('img', { name: '한빛전자' })).toBeAttached();
      // Each slide takes its share of the carousel: (width + gap) / (slide + gap) logos fit.
      const shown = await carousel.evaluate((el) => {
        const slide = el.querySelector('.swiper-slide') as HTMLElement;
        const gap = parseFloat(getComputedStyle(slide).marginRight) || 0;
        return Math.round((el.getBoundingClientRect().width + gap) / (slide.getBoundingClientRect().width + gap));
      });
      expect(shown).toBe(slides);
    });
  }

  test('the partner logos come from the corporations in their order, with their links', async ({ page }) => {
    await page.goto('/');
    // Nothing of the carousel (nor its code) until the reader comes near the footer.
    await expect(page.locator('.partner-carousel .swiper')).toHaveCount(0);
    const logos = await partnerLogos(page);
    await expect(logos).toHaveCount(6);
    await expect(logos.first()).toHaveAttribute('alt', '한빛전자');
    await expect(page.locator('.partner-carousel .swiper-slide a').first()).toHaveAttribute('href', 'https://www.hanbit-electronics.example');
    const toggle = page.getByRole('button', { name: '일시정지' });
    await toggle.click();
    await expect(page.getByRole('button', { name: '자동 넘김' })).toHaveAttribute('aria-pressed', 'true');
  });
});
