import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { signUp } from './signUp';
import { expectAccessible, watchErrors } from './siteHelpers';

/**
 * The participation lifecycle as managers run it, and a certificate that cannot lie: an operator
 * creates a campaign dated today and selects two members, but cannot confirm attendance or approve
 * before the activity ends; the campaign's dates are moved to the past in its edit form, the
 * operator confirms the hours and approves them. The second member is an operator too: they never
 * see a button on their own record and the API refuses them. The champ member's certificate shows
 * the hours; a correction with a written reason then makes its verification page say 정정됨.
 * Both members are made here (sign-up through the API). Desktop project only (it changes data);
 * the screens are pictured at 1280 and 375 px.
 */
const OPERATOR = { email: 'operator@nanum.example', name: '류성민' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** A date `days` from today in Korea, YYYY-MM-DD. */
const koreanDate = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  return context.newPage();
}

/** Pictures the page at 1280 and at 375 px wide, with `focus` scrolled into view. */
async function pictureBoth(page: Page, testInfo: TestInfo, name: string, focus: Locator): Promise<void> {
  for (const [viewport, width] of [[DESKTOP, 1280], [PHONE, 375]] as const) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

test('participation runs applied, selected, attended after the end, approved, then corrected; the old certificate says 정정됨', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const campaignName = `E2E 생애주기 ${tag}`;
  const champ = { email: `lifecycle-champ-${tag}@nanum.example`, name: '한지우' };
  const staff = { email: `lifecycle-staff-${tag}@nanum.example`, name: '서준호' };

  // Two new members: a finished youth champ member, and a supporter who is also an operator.
  const champPage = await newPage(browser, baseURL);
  await champPage.goto('/');
  const champId = await signUp(champPage, champ.email, champ.name);
  const staffPage = await newPage(browser, baseURL);
  await staffPage.goto('/');
  const staffId = await signUp(staffPage, staff.email, staff.name);
  const admin = await browser.newContext({ baseURL });
  expect((await admin.request.post('/api/user/login', { data: { passid: 'admin@nanum.example', password: DEMO_PASSWORD } })).status()).toBe(200);
  expect((await admin.request.put('/api/admin/user', { data: { id: champId, type: 2, rank: 2, cardinal: 1, endOfActivity: true } })).status()).toBe(200);
  expect((await admin.request.put('/api/admin/user', { data: { id: staffId, type: 3, power: 1 } })).status()).toBe(200);
  await admin.close();

  // 1. The operator creates a campaign dated today.
  const operator = await newPage(browser, baseURL);
  const errors = watchErrors(operator);
  await operator.goto('/');
  await logInAs(operator, OPERATOR.email, OPERATOR.name);
  await operator.goto('/youth/champ/project');
  await operator.getByRole('button', { name: '새 캠페인 등록' }).click();
  const form = operator.getByRole('dialog', { name: '새 캠페인 등록' });
  await form.getByLabel('캠페인 이름').fill(campaignName);
  await form.getByLabel('소개').fill('동네 어르신 댁의 겨울 창문에 단열 뽁뽁이를 붙여 드립니다.');
  await form.getByLabel('장소').fill('서울특별시 노원구');
  await form.getByLabel('시작일').fill(koreanDate(0));
  await form.getByLabel('종료일').fill(koreanDate(0));
  await form.getByLabel('인정 시간 (시간)').fill('3');
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(operator.getByText('캠페인을 등록했습니다.')).toBeVisible();

  // Both members apply.
  const campaignId: number = ((await (await operator.request.get('/api/youth/campaigns')).json()).data as { id: number; name: string }[]).find((c) => c.name === campaignName)?.id ?? 0;
  for (const page of [champPage, staffPage]) expect((await page.request.post(`/api/youth/campaigns/${campaignId}/apply`)).status()).toBe(200);

  // 2. The operator selects both; attendance and approval wait for the end of the activity.
  await operator.reload();
  const entryOf = (page: Page, name: string) => page.getByRole('listitem', { name: `${name} · ${campaignName}` });
  for (const member of [champ, staff]) {
    const select = entryOf(operator, member.name).getByRole('button', { name: `${member.name} ${campaignName} 선발` });
    await select.click();
    await expect(select).toHaveCount(0);
    await expect(entryOf(operator, member.name).getByText('활동이 끝난 뒤 참여 확인')).toBeVisible();
    await expect(entryOf(operator, member.name).getByRole('button', { name: /참여 확인|승인/ })).toHaveCount(0);
  }
  const queue = (await (await operator.request.get('/api/youth/participations/pending')).json()).data as { id: number; userId: number; campaignId: number }[];
  const recordOf = (userId: number) => queue.find((p) => p.campaignId === campaignId && p.userId === userId)?.id ?? 0;
  const early = await operator.request.put(`/api/youth/participations/${recordOf(champId)}`, { data: { action: 'attend', minutes: 180 } });
  expect(await early.json()).toEqual({ status: 409, message: '활동이 끝난 뒤에 확인할 수 있습니다.' });
  await pictureBoth(operator, testInfo, 'youth-lifecycle-selected', entryOf(operator, champ.name));

  // 3. The activity took place three days ago: the operator edits the campaign's dates.
  await operator.getByRole('button', { name: `${campaignName} 수정` }).click();
  const edit = operator.getByRole('dialog', { name: '캠페인 수정' });
  await edit.getByLabel('시작일').fill(koreanDate(-3));
  await edit.getByLabel('종료일').fill(koreanDate(-3));
  await edit.getByRole('button', { name: '수정하기' }).click();
  await expect(operator.getByText('캠페인을 수정했습니다.')).toBeVisible();

  // 4. The operator confirms the hours served by both, and approves the champ member's.
  for (const [member, hours] of [[champ, '3'], [staff, '2']] as const) {
    const entry = entryOf(operator, member.name);
    await entry.getByLabel(`${member.name} 인정 시간 (시간)`).fill(hours);
    await entry.getByRole('button', { name: `${member.name} ${campaignName} 참여 확인` }).click();
    await expect(entry.getByRole('button', { name: `${member.name} ${campaignName} 승인` })).toBeVisible();
    await expect(entry).toContainText(`${hours}시간`);
  }
  await pictureBoth(operator, testInfo, 'youth-lifecycle-attended', entryOf(operator, champ.name));
  await entryOf(operator, champ.name).getByRole('button', { name: `${champ.name} ${campaignName} 승인` }).click();
  await expect(operator.getByText('참여를 승인했습니다.')).toBeVisible();
  await expect(entryOf(operator, champ.name)).toHaveCount(0);

  // 5. The operator enrolled in the campaign sees no button on their own record, and the API refuses them.
  await staffPage.goto('/youth/champ/project');
  const own = entryOf(staffPage, staff.name);
  await expect(own.getByText('본인 기록은 다른 운영진이 처리합니다.')).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  const self = await staffPage.request.put(`/api/youth/participations/${recordOf(staffId)}`, { data: { action: 'approve' } });
  expect(await self.json()).toEqual({ status: 403, message: '본인의 참여 기록은 처리할 수 없습니다. 다른 운영진에게 요청해주세요.' });
  await own.scrollIntoViewIfNeeded();
  await saveScreenshot(staffPage, testInfo, 'youth-lifecycle-own-record', { fullPage: false });
  await entryOf(operator, staff.name).getByRole('button', { name: `${staff.name} ${campaignName} 승인` }).click();
  await expect(entryOf(operator, staff.name)).toHaveCount(0);

  // 6. The champ member's certificate shows the hours.
  const issued = await (await champPage.request.get('/api/user/get/self/certificate')).json();
  expect(issued.status).toBe(200);
  const number: string = issued.number;
  const visitor = await newPage(browser, baseURL);
  await visitor.goto(`/certificate/verify/${number}`);
  await expect(visitor.getByRole('heading', { name: '정상 발급된 확인서입니다' })).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: campaignName })).toContainText('3시간');
  await expect(visitor.getByRole('definition').filter({ hasText: '3시간 (1회)' })).toBeVisible();

  // 7. The operator corrects the approved record with a written reason, from the campaign's details.
  await operator.getByRole('button', { name: `${campaignName} 자세히 보기` }).click();
  const detail = operator.getByRole('dialog', { name: campaignName });
  await detail.getByRole('button', { name: `${champ.name} ${campaignName} 정정` }).click();
  const correction = operator.getByRole('dialog', { name: '참여 기록 정정' });
  await correction.getByLabel('정정할 인정 시간 (시간)').fill('2');
  await correction.getByRole('button', { name: '정정하기' }).click();
  await expect(correction.getByText('정정 또는 취소 사유를 입력해주세요.')).toBeVisible();
  const reason = '출석부 확인 결과 2시간 참여로 정정합니다.';
  await correction.getByLabel('정정 사유').fill(reason);
  await pictureBoth(operator, testInfo, 'youth-lifecycle-correction', correction.getByLabel('정정 사유'));
  await correction.getByRole('button', { name: '정정하기' }).click();
  await expect(operator.getByText('승인된 참여 기록을 정정했습니다.')).toBeVisible();
  await expect(correction).toBeHidden();
  await expect(detail.getByRole('row').filter({ hasText: champ.name })).toContainText(reason);
  await expectAccessible(operator);

  // The old certificate's public page now says 정정됨, with the date and the reason.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: '정정된 확인서입니다' })).toBeVisible();
  await expect(visitor.getByText('정정일')).toBeVisible();
  await expect(visitor.getByText(reason)).toBeVisible();
  await expectAccessible(visitor);
  await saveScreenshot(visitor, testInfo, 'youth-lifecycle-verify-corrected-1280');
  await visitor.setViewportSize(PHONE);
  await saveScreenshot(visitor, testInfo, 'youth-lifecycle-verify-corrected-375');

  // The next request gives a new certificate with the corrected hours.
  const renewed = await (await champPage.request.get('/api/user/get/self/certificate')).json();
  expect(renewed.number).not.toBe(number);
  expect((await (await visitor.request.get(`/api/certificate/verify/${renewed.number}`)).json()).data).toMatchObject({ state: 'genuine', certifies: { totalMinutes: 120 } });

  expect(errors).toEqual([]);
  for (const page of [champPage, staffPage, operator, visitor]) await page.context().close();
});
