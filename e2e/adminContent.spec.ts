import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { expectAccessible, watchErrors } from './siteHelpers';

/**
 * The admin area's Content section as an admin uses it. The board (기부금 활용) and the page
 * (/social-award body) are ones no other spec changes, and the person is added to the 지부 (branch)
 * directory, which no spec counts; each test puts back what it changed, and
 * the spec runs in the desktop project only (playwright.config.ts).
 */
const ADMIN = { email: 'admin@nanum.example', name: '정하람' };
const BOARD = { href: 'donation-utilization', option: '기부금 활용 (/community/donation-utilization)' };
const KIND = { name: '감사 인사', seeded: '#20c997', changed: '#e83e8c', changedRgb: 'rgb(232, 62, 140)' };

async function openContent(page: Page, tab: string) {
  await page.goto('/admin/page?section=content');
  await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

/** Clicks a save button and waits until the API answered the PUT to `path` with 200. */
async function saved(page: Page, path: string, click: () => Promise<void>) {
  const answer = page.waitForResponse((res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === path);
  await click();
  expect((await answer).status()).toBe(200);
}

async function saveKindColour(page: Page, colour: string) {
  const row = page.getByTestId('kind-row').filter({ has: page.getByLabel(`${KIND.name} 이름`) });
  await row.getByLabel(`${KIND.name} 색상`).fill(colour);
  await saved(page, '/api/admin/boards/kinds', () => row.getByRole('button', { name: `${KIND.name} 저장` }).click());
  await expect(page.getByText('말머리를 수정했습니다.').last()).toBeVisible();
}

async function saveListPermission(page: Page, label: string) {
  await page.getByLabel('목록 보기').selectOption({ label });
  await saved(page, '/api/admin/boards', () => page.getByRole('button', { name: '설정 저장' }).click());
  await expect(page.getByText('게시판 설정을 저장했습니다.').last()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await logInAs(page, ADMIN.email, ADMIN.name);
  page.on('dialog', (dialog) => void dialog.accept());
});

test('an admin recolours a kind and limits a board to members, and a visitor sees both at once', async ({ page, browser }, testInfo) => {
  await openContent(page, '게시판 · 말머리');
  await page.getByLabel('게시판', { exact: true }).selectOption({ label: BOARD.option });
  await expect(page.getByRole('heading', { name: '게시판 설정: 기부금 활용' })).toBeVisible();
  await saveKindColour(page, KIND.changed);
  await expect(page.getByTestId('kind-badge').filter({ hasText: KIND.name })).toHaveCSS('background-color', KIND.changedRgb);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/community/${BOARD.href}`);
  await visitor.getByRole('list', { name: '말머리' }).getByRole('button', { name: KIND.name }).click();
  await expect(visitor.getByRole('main').locator('table span').filter({ hasText: KIND.name }).first()).toHaveCSS('background-color', KIND.changedRgb);

  await saveListPermission(page, '회원만');
  await saveScreenshot(page, testInfo, 'admin-content-boards');
  await visitor.goto(`/community/${BOARD.href}`);
  await expect(visitor.getByText('로그인이 필요합니다. 로그인 후 다시 시도해주세요.')).toBeVisible();

  await saveListPermission(page, '모두');
  await saveKindColour(page, KIND.seeded);
  await visitor.goto(`/community/${BOARD.href}`);
  await expect(visitor.getByRole('list', { name: '말머리' })).toBeVisible();
  await visitor.context().close();
});

test('an unsaved kind name survives "순서 저장", and the order is put back', async ({ page }) => {
  await openContent(page, '게시판 · 말머리');
  await page.getByLabel('게시판', { exact: true }).selectOption({ label: BOARD.option });
  const names = () => page.getByTestId('kind-row').getByLabel(/ 이름$/).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(names).toEqual(['사업 보고', '감사 인사', '회계 공시']);
  await page.getByLabel('회계 공시 이름').fill('회계 공시 초안');

  await page.getByRole('button', { name: '사업 보고 아래로' }).click();
  await saved(page, '/api/admin/boards/kinds/order', () => page.getByRole('button', { name: '순서 저장' }).click());
  await expect(page.getByText('말머리 순서를 저장했습니다.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: '순서 저장' })).toBeDisabled();
  await expect.poll(names).toEqual(['감사 인사', '사업 보고', '회계 공시 초안']);

  await page.getByRole('button', { name: '사업 보고 위로' }).click();
  await saved(page, '/api/admin/boards/kinds/order', () => page.getByRole('button', { name: '순서 저장' }).click());
  await expect(page.getByRole('button', { name: '순서 저장' })).toBeDisabled();
  await expect.poll(names).toEqual(['사업 보고', '감사 인사', '회계 공시 초안']);
});

test('an admin edits a content page with a preview, and the public page shows it at once', async ({ page, browser }, testInfo) => {
  await openContent(page, '페이지');
  await page.getByLabel('편집할 페이지').selectOption('social-award');
  const body = page.getByLabel('본문 (Markdown)');
  await expect(body).not.toHaveValue('');
  const original = await body.inputValue();

  await body.fill(`${original}\n\n## 올해의 시상식 안내\n\n**12월 첫째 주**에 수상자를 발표합니다.`);
  await page.getByRole('tab', { name: '미리보기' }).click();
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByRole('heading', { name: '올해의 시상식 안내' })).toBeVisible();
  await expect(preview.locator('strong').filter({ hasText: '12월 첫째 주' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-content-page');
  await saved(page, '/api/admin/site/page', () => page.getByRole('button', { name: '페이지 저장' }).click());
  await expect(page.getByText('페이지 내용을 저장했습니다.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.goto('/social-award');
  // Caches may keep the page but must check with the server first, so an edit shows at once.
  expect(response?.headers()['cache-control']).toBe('public, no-cache');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('나눔 사회공헌대상');
  await expect(visitor.getByRole('heading', { name: '올해의 시상식 안내' })).toBeVisible();
  await saveScreenshot(visitor, testInfo, 'content-page-edited');

  await page.getByRole('tab', { name: '편집' }).click();
  await body.fill(original);
  await saved(page, '/api/admin/site/page', () => page.getByRole('button', { name: '페이지 저장' }).click());
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: '올해의 시상식 안내' })).toHaveCount(0);
  await visitor.context().close();
});

test('every tab of the Content section lists the demo content, without console errors or serious axe findings', async ({ page }, testInfo) => {
  // Five tabs, each with an axe scan, and two full-page screenshots: past 30 s on a busy machine.
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openContent(page, '게시판 · 말머리');
  await expect(page.getByTestId('kind-row').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: '페이지' }).click();
  await expect(page.getByLabel('본문 (Markdown)')).not.toHaveValue('');
  await expectAccessible(page);

  await page.getByRole('tab', { name: '구성원' }).click();
  await page.getByLabel('분류').selectOption({ label: '자문위원회' });
  await expect(page.getByTestId('org-member-row').first()).toContainText('서정호');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-content-directory');

  await page.getByRole('tab', { name: '홍보대사' }).click();
  await expect(page.getByTestId('endorser-row')).toHaveCount(13);
  await expectAccessible(page);

  await page.getByRole('tab', { name: '사이트 정보' }).click();
  await expect(page.getByLabel('블로그 주소')).toHaveValue('https://blog.nanum.example');
  await expect(page.getByRole('button', { name: '사이트 정보 저장' })).toBeEnabled();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-content-settings');
  expect(errors).toEqual([]);
});

test('an operator adds a person with a photo to the directory and the public page shows it; board settings stay an admin’s', async ({ browser }, testInfo) => {
  // Two members' pages, a photo upload and the admin area's code loaded on first use: on a busy
  // 2-core machine this walk can pass the 30 s a test gets by default.
  test.slow();
  const operator = await (await browser.newContext()).newPage();
  operator.on('dialog', (dialog) => void dialog.accept());
  await operator.goto('/');
  await logInAs(operator, 'operator@nanum.example', '류성민');
  await openContent(operator, '게시판 · 말머리');
  await expect(operator.getByText('게시판 설정과 권한은 관리자만 바꿀 수 있습니다.')).toBeVisible();
  await expect(operator.getByRole('button', { name: '설정 저장' })).toBeDisabled();

  await operator.getByRole('tab', { name: '구성원' }).click();
  await operator.getByLabel('분류').selectOption({ label: '지부' });
  const form = operator.getByRole('form', { name: '지부에 구성원 추가' });
  await form.getByLabel('이름').fill('나눔시험지부장');
  await form.getByLabel('직함').fill('부산지부장');
  await form.getByLabel('소개').fill('부산 지역 봉사 연결');
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 220, g: 120, b: 40 } } }).png().toBuffer();
  await form.getByLabel('사진 (선택)').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await form.getByRole('button', { name: '등록' }).click();
  await expect(operator.getByText('구성원을 등록했습니다.')).toBeVisible();
  const row = operator.getByTestId('org-member-row').filter({ hasText: '나눔시험지부장' });
  await expect(row.getByRole('img', { name: '나눔시험지부장 사진' })).toHaveAttribute('src', /^\/api\/files\/people\//);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/member?page=branch');
  const card = visitor.locator('article').filter({ has: visitor.getByRole('heading', { name: '나눔시험지부장' }) });
  await expect(card).toContainText('부산지부장');
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/files\/people\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await saveScreenshot(visitor, testInfo, 'member-directory-edited');

  await row.getByRole('button', { name: '나눔시험지부장 삭제' }).click();
  await expect(operator.getByText('구성원을 삭제했습니다.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: '나눔시험지부장' })).toHaveCount(0);
  await operator.context().close();
  await visitor.context().close();
});
