import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, logInAs } from './login';
import { POPUP_HIDDEN_STATE } from './popupState';
import { partnerLogos } from './siteHelpers';

/**
 * The admin area's flows as an operator would use them. These change shared demo data (partners,
 * alarms), so they run in the desktop project only (playwright.config.ts) and put back
 * what they add.
 */
const OPERATOR = { email: 'operator@nanum.example', name: '류성민' };
const DIVISION = { email: 'division@nanum.example', name: '장혜원' };

const logo = () => sharp({ create: { width: 300, height: 150, channels: 3, background: { r: 20, g: 140, b: 90 } } }).png().toBuffer();

async function openSection(page: Page, section: string) {
  await page.goto(`/admin/page?section=${section}`);
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await logInAs(page, OPERATOR.email, OPERATOR.name);
  page.on('dialog', (dialog) => void dialog.accept());
});

test('an operator creates, edits, reorders and deletes a corporation, and the footer carousel follows', async ({ page, browser }) => {
  await openSection(page, 'corporations');
  const form = page.getByRole('form', { name: '새 기업 등록' });
  await form.getByLabel('기업명').fill('나눔시험기업');
  await form.getByLabel('링크').fill('https://test-partner.example');
  await form.getByLabel('로고 이미지').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
  await form.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('기업을 등록했습니다.')).toBeVisible();
  const rows = page.getByTestId('corporation-row');
  await expect(rows.last()).toContainText('나눔시험기업');

  await rows.last().getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('form', { name: '기업 수정: 나눔시험기업' });
  await edit.getByLabel('기업명').fill('나눔시험파트너');
  await edit.getByRole('button', { name: '수정 저장' }).click();
  await expect(page.getByText('기업 정보를 수정했습니다.')).toBeVisible();
  await expect(rows.last()).toContainText('나눔시험파트너');

  await page.getByLabel('나눔시험파트너 순서').fill('1');
  await expect(rows.first()).toContainText('나눔시험파트너');
  await page.getByRole('button', { name: '순서 저장' }).click();
  await expect(page.getByText('표시 순서를 저장했습니다.')).toBeVisible();

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/');
  await expect((await partnerLogos(home)).first()).toHaveAttribute('alt', '나눔시험파트너');

  await rows.first().getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('기업을 삭제했습니다.')).toBeVisible();
  await expect(rows.filter({ hasText: '나눔시험파트너' })).toHaveCount(0);
  await home.reload();
  const logos = await partnerLogos(home);
  await expect(logos.first()).toHaveAttribute('alt', '한빛전자');
  await expect(logos.and(home.locator('[alt="나눔시험파트너"]'))).toHaveCount(0);
  await visitor.close();
});

test('a broadcast reaches another logged-in member live (bell badge)', async ({ page, browser }) => {
  const other = await browser.newContext({ storageState: POPUP_HIDDEN_STATE });
  const receiver = await other.newPage();
  await receiver.goto('/');
  await logInAs(receiver, DIVISION.email, DIVISION.name);
  const bell = receiver.getByRole('banner').getByRole('button', { name: /^알림/ });
  const before = Number((await receiver.getByTestId('alarm-badge').textContent({ timeout: 1000 }).catch(() => '0')) ?? '0');

  await openSection(page, 'broadcast');
  await page.getByLabel('제목', { exact: true }).fill('협회 정기 회의 안내');
  await page.getByLabel('내용', { exact: true }).fill('금요일 오후 3시, 본관 회의실');
  await page.getByLabel('받는 사람').selectOption('type');
  await page.getByLabel('소속').selectOption({ label: '협회' });
  // The count of recipients shows before sending (and the confirmation names it).
  await expect(page.getByRole('status').filter({ hasText: /^받는 사람: [1-9]\d*명$/ })).toBeVisible();
  await page.getByRole('button', { name: '알림 보내기' }).click();
  await expect(page.getByText(/명에게 알림을 보냈습니다\./)).toBeVisible();

  await expect(receiver.getByTestId('alarm-badge')).toHaveText(String(before + 1));
  await bell.click();
  const list = receiver.getByRole('list', { name: '알림 목록' });
  await expect(list.getByRole('listitem').first()).toContainText('협회 정기 회의 안내');

  // The broadcast came as one packet for every member, with a provisional id: deleting it from the
  // bell deletes the member's own row on the server (the list is fetched first to find it).
  const removeButtons = list.getByRole('button', { name: '알림 삭제: 협회 정기 회의 안내' });
  const shown = await removeButtons.count();
  await removeButtons.first().click();
  await expect(removeButtons).toHaveCount(shown - 1);
  const self = await (await receiver.request.get('/api/user/get/self/information')).json();
  const stored = await (await receiver.request.get(`/api/alarm/get/${self.data.id}`)).json();
  expect(stored.data.filter((alarm: { title: string }) => alarm.title === '협회 정기 회의 안내')).toHaveLength(shown - 1);
  await other.close();
});

test('an operator handles a report and the reporter is told', async ({ page, browser }) => {
  const reporterContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const reporter = reporterContext.request;
  expect((await reporter.post('/api/user/login', { data: { passid: 'seoyeon.yoon@nanum.example', password: DEMO_PASSWORD } })).status()).toBe(200);
  // A member's post: the operator does not judge reports on their own writing (another staff member does).
  const writerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect((await writerContext.request.post('/api/user/login', { data: { passid: 'champ@nanum.example', password: DEMO_PASSWORD } })).status()).toBe(200);
  const written = await writerContext.request.post('/api/community/boards/knowhow/posts', { data: { title: `반복된 봉사 후기 ${Date.now().toString(36)}`, content: '<p>같은 내용입니다.</p>' } });
  const postId = ((await written.json()) as { data: { id: number } }).data.id;
  await writerContext.close();
  expect((await reporter.post('/api/community/reports', { data: { target: 'post', targetId: postId, reason: 4, description: '같은 글이 반복됩니다' } })).status()).toBe(200);

  await openSection(page, 'reports');
  const row = page.getByTestId('report-row').filter({ hasText: '같은 글이 반복됩니다' });
  await expect(row).toContainText('도배 1');
  await row.getByRole('button', { name: '유지' }).click();
  await expect(page.getByText('신고를 처리했습니다.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: '처리 완료' }).click();
  await expect(page.getByTestId('report-row').filter({ hasText: '같은 글이 반복됩니다' })).toBeVisible();

  const self = await (await reporter.get('/api/user/get/self/information')).json();
  const alarms = await (await reporter.get(`/api/alarm/get/${self.data.id}`)).json();
  expect(alarms.data[0]).toMatchObject({ title: '신고 처리 결과' });
  await reporterContext.close();
});
