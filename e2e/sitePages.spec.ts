import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { expectAccessible, watchErrors, widthOf } from './siteHelpers';

// Each test only reads a page as a visitor, so they need not share a worker: the longest file of
// the suite (33 tests per project, 30 of them a page with an axe scan) is split between both workers
// instead of keeping one busy to the end while the other has nothing left.
test.describe.configure({ mode: 'parallel' });

/** Every route of SPEC section 2 built by the public site, with its Korean h1. */
const ROUTES: [string, string][] = [
  ['/', '나눔으로 더 따뜻한 사회를'],
  ['/information', '협회 소개'],
  ['/history', '걸어온 길'],
  ['/worth', '우리가 지키는 가치'],
  ['/esg', 'ESG 협력'],
  ['/organization', '조직 안내'],
  ['/campaign', '캠페인'],
  ['/join', '참여 방법'],
  ['/gateway', '오시는 길'],
  ['/member?page=global', '글로벌위원회'],
  ['/member?page=advisory', '자문위원회'],
  ['/member?page=presidency', '회장단'],
  ['/member?page=committee', '운영위원회'],
  ['/member?page=director', '이사회'],
  ['/member?page=influencer', '인플루언서'],
  ['/member?page=ambassador', '홍보대사'],
  ['/member?page=branch', '지부'],
  ['/member?page=esg', 'ESG위원회'],
  ['/youth', '청소년위원회'],
  ['/youth/champ', '청소년 챔프단'],
  ['/youth/supporters', '서포터즈'],
  ['/youth/kscv', 'KSCV 청년봉사단'],
  ['/youth/champ/project', '챔프단 프로젝트'],
  ['/youth/champ/school', '챔프 스쿨'],
  ['/youth/champ/club', '챔프 클럽'],
  ['/youth/champ/hall', '명예의 전당'],
  ['/social-award', '나눔 사회공헌대상'],
  ['/terms.html', '이용약관'],
  ['/privacy.html', '개인정보처리방침'],
  ['/email.html', '이메일무단수집거부'],
];

for (const [route, heading] of ROUTES) {
  test(`${route} answers 200 with its Korean heading, no console errors and no serious axe findings`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: widthOf(testInfo), height: 800 });
    const errors = watchErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('contentinfo')).toContainText('사업자등록번호');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    if (route === '/information') await saveScreenshot(page, testInfo, 'content-page');
    if (route === '/member?page=advisory') await saveScreenshot(page, testInfo, 'member-directory');
  });
}

test('the member directory shows each person’s name, title and description', async ({ page }) => {
  await page.goto('/member?page=advisory');
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('서정호');
  await expect(cards.first()).toContainText('자문위원장');
  await expect(page.getByRole('link', { name: '자문위원회' })).toHaveAttribute('aria-current', 'page');
});

test('an unknown address or /member category shows the Korean 404 page', async ({ page }) => {
  for (const route of ['/no-such-page', '/member?page=secret']) {
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  }
  const redirect = await page.goto('/member');
  expect(redirect?.status()).toBe(200);
  expect(new URL(page.url()).search).toBe('?page=global');
});

test('the home page shows the latest notices and gallery, and endorsers whose video loads only when opened', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: widthOf(testInfo), height: 800 });
  const errors = watchErrors(page);
  await page.goto('/');
  const news = page.getByRole('region', { name: '소식' });
  await expect(news.getByRole('heading', { name: '최근 공지' })).toBeVisible();
  const firstNotice = news.locator('.latest-link').first();
  await expect(firstNotice).toHaveAttribute('href', /^\/community\/notice\/\d+$/);
  await expect(news.locator('.gallery-tile').first()).toHaveAttribute('href', /^\/community\/gallery\/\d+$/);

  const endorsers = page.getByRole('region', { name: '나눔을 응원하는 사람들' });
  await expect(endorsers.getByRole('listitem')).toHaveCount(13);
  await expect(page.locator('iframe')).toHaveCount(0);
  // The player's address is YouTube's privacy-enhanced one; no request leaves for it in this test.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
  await endorsers.getByRole('button', { name: '한서율 영상 보기' }).click();
  const dialog = page.getByRole('dialog', { name: '한서율 응원 영상' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await dialog.getByRole('button', { name: '영상 닫기' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});

test('the organisation page shows its chart, which opens full size, and each division with its head and teams', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: widthOf(testInfo), height: 800 });
  await page.goto('/organization');
  const chart = page.getByRole('img', { name: /^나눔 사회공헌협회 조직도: / });
  await expect(chart).toBeVisible();
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: /^나눔 사회공헌협회 조직도/ })).toHaveAttribute('href', '/images/organization/chart.svg');
  const divisions = page.getByRole('main').getByRole('listitem').filter({ hasText: '본부장' });
  await expect(divisions).toHaveCount(3);
  await expect(divisions.first()).toContainText('청소년본부 (본부장 장혜원)');
  await expect(divisions.first()).toContainText('1팀 환경 · 2팀 교육 · 3팀 지역나눔');
  await saveScreenshot(page, testInfo, 'organization');
});
