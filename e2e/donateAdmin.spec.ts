import { expect, test } from '@playwright/test';
import { fillGift, sheetRows } from './donateHelpers';
import { logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { closeToasts } from './siteHelpers';

const OPERATOR = { email: 'operator@nanum.example', name: '류성민' };
const ADMIN = { email: 'admin@nanum.example', name: '정하람' };

test('an operator finds a gift in 후원 내역 and refunds it through the gateway with a reason', async ({ page }, testInfo) => {
  test.slow();
  const email = `refund-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`;
  // A visitor's gift, paid in the gateway's window (the local stand-in).
  await page.goto('/donate');
  await fillGift(page, email, '한환불');
  await page.getByRole('button', { name: '10,000원 후원하기' }).click();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '한*불님, 후원해주셔서 감사합니다' })).toBeVisible();

  await logInAs(page, OPERATOR.email, OPERATOR.name);
  await page.goto('/admin/page?section=donations');
  await expect(page.getByRole('heading', { level: 2, name: /^후원 내역/ })).toBeVisible();
  await page.getByLabel('후원자').fill(email);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('후원 완료')).toBeVisible();
  await expect(row.getByText('10,000원')).toBeVisible();
  await saveScreenshot(page, testInfo, 'donate-admin');

  // The same selection as .xlsx, read back.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'xlsx 내려받기' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^donations-\d{4}-\d\d-\d\d\.xlsx$/);
  const exported = await sheetRows(await xlsx.path(), '후원 내역');
  expect(exported[0]?.slice(0, 6)).toEqual(['번호', '결제 번호', '상태', '결제 수단', '금액(원)', '후원자']);
  expect(exported.slice(1).map((cells) => [cells[2], cells[4], cells[5], cells[6]])).toEqual([['후원 완료', 10_000, '한환불', email]]);

  await row.getByRole('button', { name: '환불' }).click();
  const dialog = page.getByRole('dialog', { name: '후원 환불' });
  await dialog.getByLabel('환불 사유').fill('후원자 요청으로 환불');
  await dialog.getByRole('button', { name: '환불하기' }).click();
  await expect(page.getByText('환불했습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await closeToasts(page);
  await expect(row.getByText('환불', { exact: true })).toBeVisible();
  await expect(row.getByText('후원자 요청으로 환불')).toBeVisible();
  await expect(row.getByRole('button', { name: '환불' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'donate-admin-refunded');
});

test('a member gives monthly with a card registered in the gateway’s window, then cancels it from 내 정기 후원', async ({ page }, testInfo) => {
  test.slow();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/donate');
  await logInAs(page, 'member@nanum.example', '박소망');
  // Each width its own amount: both projects run at once as the same demo member.
  const amount = testInfo.project.name === 'mobile' ? '50,000원' : '30,000원';
  await page.getByText('매월 정기 후원', { exact: true }).click();
  await page.getByText(amount, { exact: true }).click();
  await page.getByRole('textbox', { name: /^연락처/ }).fill('01012345678');
  await page.getByLabel(/수집·이용에 동의합니다/).check();
  await page.getByRole('button', { name: `매월 ${amount} 후원하기` }).click();
  await expect(page.getByRole('heading', { name: '테스트 카드 등록' })).toBeVisible();
  await page.getByRole('button', { name: '카드 등록' }).click();

  await expect(page).toHaveURL(/\/donate\/mine$/);
  const card = page.getByRole('listitem', { name: `정기 후원 매월 ${amount}` }).first();
  await expect(card.getByText('정기 후원 중')).toBeVisible();
  await expect(card.getByText(/다음 결제 \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'donate-mine');
  await card.getByRole('button', { name: '해지하기' }).click();
  await expect(page.getByText('정기 후원을 해지했습니다. 그동안 함께해주셔서 감사합니다.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `정기 후원 매월 ${amount}` }).first().getByText('해지', { exact: true })).toBeVisible();
});

test('an admin downloads the year’s 연말정산 간소화 file: a gift whose donor asked for a receipt, with the number in clear', async ({ page }, testInfo) => {
  test.slow();
  const email = `taxfile-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`;
  const name = testInfo.project.name === 'mobile' ? '모영수' : '데영수';
  // Each width its own person: one number given under two names is set aside for an admin, not filed.
  const rrn = testInfo.project.name === 'mobile' ? '860101-2345678' : '851231-2345678';
  await page.goto('/donate');
  await fillGift(page, email, name);
  await page.getByLabel('기부금 영수증이 필요합니다 (연말정산 공제용)').check();
  await page.getByRole('textbox', { name: /^주민등록번호/ }).fill(rrn.replace('-', ''));
  await page.getByRole('button', { name: '10,000원 후원하기' }).click();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /님, 후원해주셔서 감사합니다$/ })).toBeVisible();

  await logInAs(page, ADMIN.email, ADMIN.name);
  await page.goto('/admin/page?section=donations');
  await page.getByLabel('후원자').fill(email);
  await page.getByRole('button', { name: '검색' }).click();
  // Operators' screens show the number masked.
  await expect(page.getByRole('row').filter({ hasText: email }).getByText(`영수증 신청 · ${rrn.slice(0, 8)}******`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '연말정산 간소화 자료 내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^기부금영수증발급명세-\d{4}\.xlsx$/);
  const rows = await sheetRows(await download.path(), '기부금영수증 발급명세');
  expect(rows[0]).toEqual(['일련번호', '영수증 번호', '기부자 성명', '주민등록번호', '기부금 유형 코드', '구분', '기부일자', '기부금액']);
  const mine = rows.filter((cells) => cells[2] === name);
  expect(mine.map((cells) => [cells[3], cells[4], cells[5], cells[7]])).toEqual([[rrn, '40', '금전', 10_000]]);
});
