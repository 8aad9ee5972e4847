import { expect, test } from '@playwright/test';
import { fillGift } from './donateHelpers';
import { waitForMail } from './mail';
import { saveScreenshot } from './screenshot';
import { expectAccessible, watchErrors } from './siteHelpers';

/*
 * 후원하기 end to end. scripts/e2e.mjs runs a local PortOne stand-in on a second loopback origin
 * (apps/api/src/test/fakePortOne.ts) and points the site at it (PORTONE_API_URL,
 * PORTONE_BROWSER_SDK_URL): the page loads @portone/browser-sdk, the SDK loads the stand-in's
 * script instead of PortOne's CDN, and its requestPayment opens the stand-in's window (a page on the
 * other origin) where 결제하기 pays, sends the signed webhook, and goes back to the site.
 */

test('a visitor gives 10,000원 by card from the header’s 후원하기: the gateway’s window, the thanks, the mail', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  const email = `giver-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '후원하기' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('heading', { level: 1, name: '나눔에 마음을 보태주세요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30,000원 후원하기' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'donate');

  await fillGift(page, email);
  await page.getByRole('button', { name: '10,000원 후원하기' }).click();

  // The gateway's window, on the stand-in's own origin.
  await expect(page.getByRole('heading', { name: '테스트 결제창' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(testInfo.project.use.baseURL ?? process.env.BASE_URL ?? '').origin);
  await expect(page.getByText('결제 금액: 10,000원')).toBeVisible();
  await saveScreenshot(page, testInfo, 'donate-gateway');
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/donate\/complete\?paymentId=donation-[0-9a-f]{24}/);
  await expect(page.getByRole('heading', { level: 1, name: '김*원님, 후원해주셔서 감사합니다' })).toBeVisible();
  await expect(page.getByText('10,000원', { exact: true })).toBeVisible();
  await expect(page.getByText('신용·체크카드')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'donate-thanks');

  const mail = await waitForMail(email);
  expect(mail.subject).toContain('후원해주셔서 감사합니다');
  expect(mail.text).toContain('후원 금액: 10,000원');
  // The webhook came first and the page's return second: one gift, one mail.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '김*원님, 후원해주셔서 감사합니다' })).toBeVisible();
  await expect.poll(async () => (await waitForMail(email, 2, 1_000).then(() => 2, () => 1))).toBe(1);
  expect(errors).toEqual([]);
});

test('an amount changed in the browser on its way to the gateway is refused, and the payment cancelled', async ({ page }, testInfo) => {
  const email = `tamper-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`;
  // What a donor could do with the developer tools: hand the gateway 1,000원 instead of what the server recorded.
  await page.route('**/api/donations', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { amount: number } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, amount: 1_000 } } });
  });
  await page.goto('/donate');
  await fillGift(page, email);
  await page.getByRole('button', { name: '10,000원 후원하기' }).click();
  await expect(page.getByText('결제 금액: 1,000원')).toBeVisible();
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '후원이 완료되지 않았습니다' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('결제 금액이 후원 신청 금액과 달라 결제를 취소했습니다. 다시 시도해주세요.');
  await expect(page.getByRole('link', { name: '후원하기로 돌아가기' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'donate-refused');
  await expect.poll(async () => (await waitForMail(email, 1, 1_000).then(() => 1, () => 0))).toBe(0);
});

test('a donor whose connection dropped PortOne’s script is told so, and the next try opens the window', async ({ page }, testInfo) => {
  const email = `retry-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`;
  // The first load of the gateway's script fails as a phone's connection drops; later ones go through.
  let loads = 0;
  await page.route('**/v2/browser-sdk.js', (route) => (loads++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/donate');
  await fillGift(page, email);
  await page.getByRole('button', { name: '10,000원 후원하기' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('결제창을 열지 못했습니다. 잠시 후 다시 시도해주세요.');
  // Trying again on the same page works (PortOne's SDK alone kept its failed load for the page's life).
  await page.getByRole('button', { name: '10,000원 후원하기' }).click();
  await expect(page.getByRole('heading', { name: '테스트 결제창' })).toBeVisible();
  await expect(page.getByText('결제 금액: 10,000원')).toBeVisible();
  expect(loads).toBe(2);
});

test('a visitor gives by 가상계좌: the account shown and mailed, then the deposit reported by PortOne turns it into a gift', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  const email = `virtual-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`;
  await page.goto('/donate');
  await fillGift(page, email, '박입금');
  await page.getByLabel('가상계좌').check();
  await expect(page.getByText('결제창에서 입금할 가상계좌를 발급받습니다.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '10,000원 후원하기' }).click();
  await page.getByRole('button', { name: '가상계좌 발급받기' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '입금을 기다리고 있습니다' })).toBeVisible();
  const account = page.getByRole('definition').filter({ hasText: /^5621\d{10}$/ });
  await expect(account).toBeVisible();
  await expect(page.getByText('신한은행')).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}까지$/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'donate-virtual-account');
  const notice = await waitForMail(email);
  expect(notice.subject).toContain('후원금 입금 계좌를 알려드립니다');
  expect(notice.text).toContain(`신한은행 ${await account.textContent()}`);

  // The donor deposits at their bank; PortOne reports it to the site by webhook.
  const paymentId = new URL(page.url()).searchParams.get('paymentId') ?? '';
  const portone = process.env.NANUM_PORTONE_URL;
  if (!portone) throw new Error('NANUM_PORTONE_URL is not set: run the browser tests with `node scripts/e2e.mjs`');
  expect((await page.request.post(`${portone}/bank/deposit?paymentId=${paymentId}`)).status()).toBe(200);
  expect((await waitForMail(email, 2)).subject).toContain('후원해주셔서 감사합니다');
  await page.getByRole('button', { name: '다시 확인하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '박*금님, 후원해주셔서 감사합니다' })).toBeVisible();
  await expect(page.getByText('가상계좌', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the giving boards show what was given this year: the goal bar on fundraising, the yearly summary on donation use', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/community/annual-fundraising');
  const bar = page.getByRole('progressbar', { name: /년 모금 목표 달성률$/ });
  await expect(bar).toBeVisible();
  await expect(page.getByText(/^목표 10,000,000원의 \d+% · 후원자 \d+명$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'donate-goal');

  await page.goto('/community/donation-utilization');
  await expect(page.getByRole('heading', { name: /^\d{4}년 후원금 모금 내역$/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '합계' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'donate-summary');
  expect(errors).toEqual([]);
});
