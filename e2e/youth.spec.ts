import { expect, test, type Browser, type Page } from '@playwright/test';
import { TROPHY_LABELS, trophyTier } from '../packages/shared/src/trophy';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';

/**
 * The youth programme end to end: an operator creates a campaign, a finished champ member applies,
 * the operator selects them; once the activity is over the operator confirms the hours served and
 * approves; the member sees the alarm live, the new campaign count on their ability page, and
 * downloads a certificate whose verification page says genuine.
 * Each viewport works with its own finished type 2 member, so the two runs never share a ledger.
 */
const MEMBERS = {
  // 16 approved campaigns and a confirmed attendance (attended) in the seed: two approvals make 18, silver.
  desktop: { email: 'champ@nanum.example', name: '이다온', seededPending: '어르신 안부 전화 봉사', tiers: ['브론즈', '실버'] },
  mobile: { email: 'seoyeon.yoon@nanum.example', name: '윤서연', seededPending: null, tiers: ['없음', '없음'] },
} as const;

/** Today and yesterday in Korea, as the campaign form's date input wants them. */
const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.now() + 9 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10);

async function loggedInPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number } | null, email: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await page.goto('/');
  await logInAs(page, email, name);
  return page;
}

/** The member's approved-campaign count as their ability page shows it. */
async function campaignCount(page: Page, userId: number): Promise<number> {
  await page.goto(`/youth/ability/${userId}`);
  const text = await page.getByTestId('campaign-count').textContent();
  return Number(text?.replace(/\D/g, ''));
}

test('an operator creates a campaign and approves a member, who sees it live and gets a verifiable certificate', async ({ browser, baseURL, viewport }, testInfo) => {
  test.setTimeout(180_000);
  const member = MEMBERS[testInfo.project.name as keyof typeof MEMBERS];
  const campaignName = `E2E 해변 정화 ${testInfo.project.name} ${Date.now().toString(36)}`;

  const operator = await loggedInPage(browser, baseURL, viewport, 'operator@nanum.example', '류성민');
  const memberPage = await loggedInPage(browser, baseURL, viewport, member.email, member.name);
  const self = await (await memberPage.request.get('/api/user/get/self/information')).json();
  const before = await campaignCount(memberPage, self.data.id);

  // The operator creates the campaign.
  await operator.goto('/youth/champ/project');
  await operator.getByRole('button', { name: '새 캠페인 등록' }).click();
  const form = operator.getByRole('dialog', { name: '새 캠페인 등록' });
  await form.getByLabel('캠페인 이름').fill(campaignName);
  await form.getByLabel('소개').fill('해변의 쓰레기를 줍고 분리배출합니다.');
  await form.getByLabel('장소').fill('부산광역시 해운대구');
  await form.getByLabel('시작일').fill(today);
  await form.getByLabel('종료일').fill(today);
  await form.getByLabel('인정 시간 (시간)').fill('3');
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(operator.getByText('캠페인을 등록했습니다.')).toBeVisible();
  await expect(operator.getByRole('heading', { name: campaignName })).toBeVisible();

  // The member applies.
  await memberPage.goto('/youth/champ/project');
  await memberPage.getByRole('button', { name: `${campaignName} 참여 신청` }).click();
  await expect(memberPage.getByText('참여 신청을 완료했습니다. 운영진의 선발을 기다려주세요.')).toBeVisible();
  const card = memberPage.getByRole('article', { name: campaignName });
  await expect(card.getByText('내 참여: 신청')).toBeVisible();
  await saveScreenshot(memberPage, testInfo, 'youth-campaigns');

  // The operator selects the member; attendance waits for the end of the activity.
  await operator.reload();
  const entry = operator.getByRole('listitem', { name: `${member.name} · ${campaignName}` });
  await entry.getByRole('button', { name: `${member.name} ${campaignName} 선발` }).click();
  await expect(operator.getByText('참여자로 선발했습니다.')).toBeVisible();
  await expect(entry.getByText('활동이 끝난 뒤 참여 확인')).toBeVisible();
  await expect(entry.getByRole('button', { name: `${member.name} ${campaignName} 참여 확인` })).toHaveCount(0);
  await operator.getByRole('heading', { name: /처리할 참여 기록/ }).scrollIntoViewIfNeeded();
  await saveScreenshot(operator, testInfo, 'youth-pending-queue', { fullPage: false });

  // The activity took place yesterday (dates moved through the API: youthLifecycle.spec edits them in the page).
  const campaignId = ((await (await operator.request.get('/api/youth/campaigns')).json()).data as { id: number; name: string }[]).find((c) => c.name === campaignName)?.id;
  const edited = await operator.request.put(`/api/youth/campaigns/${campaignId}`, {
    data: { name: campaignName, description: '해변의 쓰레기를 줍고 분리배출합니다.', place: '부산광역시 해운대구', startDate: yesterday, endDate: yesterday, hours: 3, capacity: null },
  });
  expect(edited.status()).toBe(200);

  // The operator confirms 2.5 hours served, then approves them.
  await operator.reload();
  await entry.getByLabel(`${member.name} 인정 시간 (시간)`).fill('2.5');
  await entry.getByRole('button', { name: `${member.name} ${campaignName} 참여 확인` }).click();
  await expect(operator.getByText('참여 시간을 확인했습니다.')).toBeVisible();
  const approve = entry.getByRole('button', { name: `${member.name} ${campaignName} 승인` });
  await approve.click();
  await expect(operator.getByText('참여를 승인했습니다.')).toBeVisible();
  await expect(approve).toHaveCount(0);
  if (member.seededPending) {
    await operator.getByRole('button', { name: `${member.name} ${member.seededPending} 승인` }).click();
    await expect(operator.getByRole('button', { name: `${member.name} ${member.seededPending} 승인` })).toHaveCount(0);
  }
  const approved = member.seededPending ? 2 : 1;

  // The member sees the alarm live: a toast and the bell's unread badge, without reloading.
  await expect(memberPage.getByRole('status').filter({ hasText: '캠페인 참여가 승인되었습니다' }).first()).toBeVisible();
  await expect(memberPage.getByTestId('alarm-badge')).toBeVisible();

  // The new campaigns count on the ability page, with the new trophy tier and the credited hours
  // in the timeline.
  expect(await campaignCount(memberPage, self.data.id)).toBe(before + approved);
  expect([TROPHY_LABELS[trophyTier(before)], TROPHY_LABELS[trophyTier(before + approved)]]).toEqual(member.tiers);
  await expect(memberPage.getByRole('definition').filter({ hasText: member.tiers[1] })).toBeVisible();
  const timeline = memberPage.getByRole('list', { name: '참여한 캠페인 타임라인' });
  await expect(timeline.getByText(campaignName)).toBeVisible();
  await expect(timeline.getByRole('listitem').filter({ hasText: campaignName })).toContainText('2시간 30분');
  await expect(memberPage.locator('canvas[role="img"]')).toBeVisible();
  await saveScreenshot(memberPage, testInfo, 'youth-ability');

  // The certificate from the profile modal: a PDF only its owner and their managers can open, verified as genuine.
  await memberPage.getByRole('banner').getByRole('button', { name: `${member.name}님 계정 메뉴` }).click();
  await memberPage.getByRole('banner').getByRole('button', { name: '내 프로필' }).click();
  // The new window asks for the PDF: seen as its navigation request, since a headless browser
  // without a PDF viewer takes the file as a download and its window keeps no address.
  const popupOpened = memberPage.waitForEvent('popup');
  const certificateAsked = memberPage.context().waitForEvent('request', (request) => request.isNavigationRequest() && request.url().includes('/api/youth/certificates/'));
  await memberPage.getByRole('dialog').getByRole('button', { name: '활동 확인서' }).click();
  await popupOpened;
  const path = new URL((await certificateAsked).url()).pathname;
  expect(path).toMatch(/^\/api\/youth\/certificates\/NANUM-\d{4}-[0-9A-Z]{10}\/file$/);
  const number = path.split('/')[4] as string;
  const pdf = await memberPage.request.get(path);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.post('/api/user/login', { data: { passid: 'member@nanum.example', password: DEMO_PASSWORD } })).status()).toBe(200);
  expect((await stranger.request.get(path)).status()).toBe(403);
  await stranger.close();
  expect((await operator.request.get(path)).status()).toBe(200);

  const verifier = await browser.newContext({ baseURL, viewport, locale: 'ko-KR' });
  const verifyPage = await verifier.newPage();
  await verifyPage.goto(`/certificate/verify/${number}`);
  await expect(verifyPage.getByRole('heading', { name: '정상 발급된 확인서입니다' })).toBeVisible();
  await expect(verifyPage.getByText(`${member.name[0]}*${member.name[2]}`)).toBeVisible();
  await expect(verifyPage.getByRole('cell', { name: campaignName })).toBeVisible();
  await expect(verifyPage.getByText(member.name)).toHaveCount(0);
  await saveScreenshot(verifyPage, testInfo, 'certificate-verify');

  // An admin revokes it: the same page now says revoked.
  const admin = await loggedInPage(browser, baseURL, viewport, 'admin@nanum.example', '정하람');
  expect((await admin.request.put(`/api/youth/certificates/${number}/revoke`, { data: { reason: '활동 기록 정정' } })).status()).toBe(200);
  await verifyPage.reload();
  await expect(verifyPage.getByRole('heading', { name: '폐기된 확인서입니다' })).toBeVisible();
  await expect(verifyPage.getByText('폐기일')).toBeVisible();
  await saveScreenshot(verifyPage, testInfo, 'certificate-verify-revoked', { fullPage: false });
  await admin.context().close();

  await verifyPage.goto('/certificate/verify/NANUM-2026-0000000000');
  await expect(verifyPage.getByRole('heading', { name: '발급 기록이 없는 번호입니다' })).toBeVisible();
  await saveScreenshot(verifyPage, testInfo, 'certificate-verify-unknown');

  await Promise.all([operator.context().close(), memberPage.context().close(), verifier.close()]);
});

test('a plain member is told who may see activity records', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'member@nanum.example', '박소망');
  await page.goto('/youth/ability/1');
  await expect(page.getByText('활동 기록은 운영진과 활동 중인 청소년 챔프단원(기수와 등급이 있는 회원)만 볼 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '봉사 캠페인 보기' })).toBeVisible();
});
