import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { signUp } from './signUp';
import { expectAccessible, watchErrors } from './siteHelpers';

/**
 * The youth programme as its managers run it from the admin area: an operator creates a team with
 * an image, puts a new member in it with the member editor's lists, enrols the member into a
 * campaign, selects them, and once the activity is over confirms the hours and approves them; the
 * member's open ability page shows the campaign live.
 * Then the operator revokes the member's certificate with a reason and the public verification
 * page says so. The member is made here (sign-up through the API), so no other spec shares it.
 * Desktop only (playwright.config.ts): it changes data.
 */
const OPERATOR = { email: 'operator@nanum.example', name: '류성민' };

const teamImage = () => sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 240, g: 140, b: 40 } } }).png().toBuffer();
const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.now() + 9 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10);

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

async function openSection(page: Page, section: string) {
  await page.goto(`/admin/page?section=${section}`);
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toBeVisible();
}

test('an operator runs a member’s youth record from the admin area, live for the member, and revokes a certificate', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const teamName = `E2E팀 ${tag}`;
  const campaignName = `E2E 숲 가꾸기 ${tag}`;
  const member = { email: `youthadmin-${tag}@nanum.example`, name: '도하윤' };

  const memberPage = await newPage(browser, baseURL);
  const memberErrors = watchErrors(memberPage);
  await memberPage.goto('/');
  const memberId = await signUp(memberPage, member.email, member.name);

  const operator = await newPage(browser, baseURL);
  const operatorErrors = watchErrors(operator);
  await operator.goto('/');
  await logInAs(operator, OPERATOR.email, OPERATOR.name);

  // 1. A team with an image, in an existing division.
  await openSection(operator, 'organisation');
  const teamForm = operator.getByRole('form', { name: '새 팀 등록' });
  await teamForm.getByLabel('팀 이름').fill(teamName);
  await teamForm.getByLabel('소속 본부').selectOption({ label: '청소년본부' });
  await teamForm.getByLabel(/팀 이미지/).setInputFiles({ name: '팀 로고.png', mimeType: 'image/png', buffer: await teamImage() });
  await teamForm.getByRole('button', { name: '팀 등록' }).click();
  await expect(operator.getByText('팀을 저장했습니다.')).toBeVisible();
  await expect(teamForm.getByLabel('팀 이름')).toHaveValue('');
  const teamRow = operator.getByTestId('team-row').filter({ hasText: teamName });
  await expect(teamRow).toContainText('청소년본부');
  const image = teamRow.getByRole('img', { name: `${teamName} 팀 이미지` });
  await expect(image).toHaveAttribute('src', /\/api\/files\/team\/.+\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The toast closed first: it sits over the page's top bar.
  await operator.getByRole('button', { name: '알림 닫기' }).click();
  await expect(operator.getByText('팀을 저장했습니다.')).toBeHidden();
  await saveScreenshot(operator, testInfo, 'admin-organisation');
  await expectAccessible(operator);

  // 2. The member editor puts the new member in the youth champ team, cohort 1, in the new team.
  await openSection(operator, 'members');
  await operator.getByLabel('이름 또는 이메일').fill(member.email);
  await operator.getByRole('button', { name: '검색' }).click();
  await operator.getByRole('row').filter({ hasText: member.email }).getByRole('button', { name: '수정' }).click();
  const editor = operator.getByRole('dialog', { name: `${member.name} 회원 수정` });
  await editor.getByLabel('직급').selectOption({ label: '정회원' });
  await editor.getByLabel('소속').selectOption({ label: '청소년 챔프단' });
  await editor.getByLabel('기수 (0은 없음)').fill('1');
  await editor.getByLabel('팀', { exact: true }).selectOption({ label: teamName });
  // The team brings its division along.
  await expect(editor.getByLabel('본부').locator('option:checked')).toHaveText('청소년본부');
  await editor.getByLabel('활동 종료').check();
  await saveScreenshot(operator, testInfo, 'admin-member-team', { fullPage: false });
  await editor.getByRole('button', { name: '저장' }).click();
  await expect(operator.getByText('회원 정보를 수정했습니다.')).toBeVisible();
  const self = (await (await memberPage.request.get('/api/user/get/self/information')).json()).data;
  expect(self).toMatchObject({ type: 2, cardinal: 1, teamName, divisionName: '청소년본부', campaignList: [] });

  // 3. A campaign of the division (made through the API: creating one in the page is youth.spec's).
  const campaign = { name: campaignName, description: '마을 숲의 묘목을 심고 돌봅니다.', place: '서울특별시 노원구', startDate: today, endDate: today, hours: 3, capacity: null };
  const created = await operator.request.post('/api/youth/campaigns', { data: campaign });
  expect(created.status()).toBe(200);
  const campaignId: number = (await created.json()).data.id;

  // The member keeps their own ability page open: nothing yet.
  await memberPage.goto(`/youth/ability/${memberId}`);
  await expect(memberPage.getByTestId('campaign-count')).toHaveText('0회');

  // 4. The operator enrols the member and selects them; once the activity is over, confirms 2.5 hours and approves.
  await openSection(operator, 'youth');
  await operator.getByLabel('캠페인', { exact: true }).selectOption({ label: `${campaignName} (${today})` });
  await operator.getByLabel('이름 또는 이메일').fill(member.name);
  await operator.getByRole('button', { name: '검색' }).click();
  await operator.getByRole('button', { name: `${member.name} 회원을 ${campaignName}에 참여 등록` }).click();
  await expect(operator.getByText(`${member.name}: 회원을 참여 신청 명단에 등록했습니다.`)).toBeVisible();
  await expect(operator.getByRole('region', { name: '참여 등록할 캠페인' }).getByRole('row').filter({ hasText: member.name })).toContainText('신청');
  const entry = operator.getByRole('listitem', { name: `${member.name} · ${campaignName}` });
  await entry.getByRole('button', { name: `${member.name} ${campaignName} 선발` }).click();
  await expect(operator.getByText('참여자로 선발했습니다.')).toBeVisible();
  await expect(entry.getByRole('button', { name: `${member.name} ${campaignName} 참여 확인` })).toHaveCount(0);
  // The activity took place yesterday.
  expect((await operator.request.put(`/api/youth/campaigns/${campaignId}`, { data: { ...campaign, startDate: yesterday, endDate: yesterday } })).status()).toBe(200);
  await openSection(operator, 'youth');
  await operator.getByLabel('캠페인', { exact: true }).selectOption({ label: `${campaignName} (${yesterday})` });
  await entry.getByLabel(`${member.name} 인정 시간 (시간)`).fill('2.5');
  await entry.getByRole('button', { name: `${member.name} ${campaignName} 참여 확인` }).click();
  await expect(operator.getByText('참여 시간을 확인했습니다.')).toBeVisible();
  const approve = entry.getByRole('button', { name: `${member.name} ${campaignName} 승인` });
  await saveScreenshot(operator, testInfo, 'admin-youth');
  await approve.click();
  await expect(operator.getByText('참여를 승인했습니다.')).toBeVisible();
  await expect(approve).toHaveCount(0);
  await expect(operator.getByRole('region', { name: '참여 등록할 캠페인' }).getByRole('row').filter({ hasText: member.name }).getByText('승인', { exact: true })).toBeVisible();

  // The member's open page follows without a reload: the alarm, the count and the timeline.
  await expect(memberPage.getByRole('status').filter({ hasText: '캠페인 참여가 승인되었습니다' }).first()).toBeVisible();
  await expect(memberPage.getByTestId('campaign-count')).toHaveText('1회');
  await expect(memberPage.getByRole('list', { name: '참여한 캠페인 타임라인' })).toContainText(campaignName);
  await saveScreenshot(memberPage, testInfo, 'youth-ability-live');

  // 5. The member (finished, type 2) gets a certificate; the operator revokes it with a reason.
  const issued = await (await memberPage.request.get('/api/user/get/self/certificate')).json();
  expect(issued.status).toBe(200);
  const number: string = issued.number;
  await operator.getByRole('button', { name: `${member.name} 활동 확인서 보기` }).click();
  const certificates = operator.getByRole('region', { name: `${member.name}님의 활동 확인서` });
  await expect(certificates.getByRole('row').filter({ hasText: number })).toContainText('유효');
  await certificates.getByRole('button', { name: `${number} 폐기` }).click();
  const revoke = operator.getByRole('dialog', { name: '활동 확인서 폐기' });
  await revoke.getByRole('button', { name: '폐기' }).click();
  await expect(revoke.getByText('폐기 사유를 입력해주세요.')).toBeVisible();
  await revoke.getByLabel('폐기 사유').fill('참여 기록 정정으로 새로 발급합니다.');
  await revoke.getByRole('button', { name: '폐기' }).click();
  await expect(operator.getByText('활동 확인서를 폐기했습니다.')).toBeVisible();
  await expect(certificates.getByRole('row').filter({ hasText: number })).toContainText('참여 기록 정정으로 새로 발급합니다.');
  // The toasts fade (6 s) before the picture, so they do not cover the list.
  await expect(operator.getByText('활동 확인서를 폐기했습니다.')).toBeHidden({ timeout: 10_000 });
  await saveScreenshot(operator, testInfo, 'admin-youth-certificates');
  await expectAccessible(operator);

  const visitor = await newPage(browser, baseURL);
  await visitor.goto(`/certificate/verify/${number}`);
  await expect(visitor.getByRole('heading', { name: '폐기된 확인서입니다' })).toBeVisible();
  await expect(visitor.getByText('참여 기록 정정으로 새로 발급합니다.')).toBeVisible();

  // 6. Put the team back: the member leaves it, then the team is deleted in the section.
  expect((await operator.request.put('/api/admin/user', { data: { id: memberId, teamId: null } })).status()).toBe(200);
  await openSection(operator, 'organisation');
  await operator.getByRole('button', { name: `${teamName} 팀 삭제` }).click();
  await expect(operator.getByText('팀을 삭제했습니다.')).toBeVisible();
  await expect(operator.getByTestId('team-row').filter({ hasText: teamName })).toHaveCount(0);

  expect([...operatorErrors, ...memberErrors]).toEqual([]);
  for (const page of [memberPage, operator, visitor]) await page.context().close();
});
