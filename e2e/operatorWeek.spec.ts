import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login';
import { saveScreenshot } from './screenshot';
import { closeToasts } from './siteHelpers';

/**
 * An operator's normal week without help (issue 22): a notice with a picture, a new pop-up linking
 * to /youth that a member who hid the last one sees, a reported post hidden and its author told, a
 * team broadcast after seeing its count, and that broadcast found in the audit log by filter.
 * Publishing a pop-up changes every page of every browser, so this runs in the "exclusive"
 * project, alone after the others (playwright.config.ts); it deletes the pop-up it made.
 */
const OPERATOR = 'operator@nanum.example';
const MEMBER = { email: 'member@nanum.example', name: '박소망' };
const REPORTER = 'seoyeon.yoon@nanum.example';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** A 24x16 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWPgz06mCmIYNYh/NIz4R9NR9mgWySY/HQAA7s1LkHSMGn8AAAAASUVORK5CYII=', 'base64');

/** A page in its own browser (no pop-up hidden yet), logged in through the API. */
async function loggedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: DESKTOP });
  const page = await context.newPage();
  expect((await page.request.post('/api/user/login', { data: { passid: email, password: DEMO_PASSWORD } })).status()).toBe(200);
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/** The same screen at 1280 and at 375 px wide. */
async function pictureBoth(page: Page, testInfo: Parameters<typeof saveScreenshot>[1], name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

test('an operator’s week: a notice with a picture, a /youth pop-up a member who hid the last one sees, a reported post hidden with its author told, a team broadcast after its count, found in the audit log', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const operator = await loggedIn(browser, OPERATOR);
  // The operator has seen the demo pop-up and hidden it (it would cover the pages they work on).
  expect((await operator.request.post('/api/popup/hide')).status()).toBe(200);

  // 1. A notice with a picture (the news boards are written by 운영자 이상).
  const noticeTitle = `12월 봉사 일정 안내 ${tag}`;
  await operator.goto('/community/notice');
  await operator.getByRole('link', { name: '글쓰기' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  await operator.getByLabel('제목', { exact: true }).fill(noticeTitle);
  const body = operator.getByRole('textbox', { name: '내용' });
  await body.click();
  await operator.keyboard.type('이번 달 봉사 일정과 모이는 곳을 안내합니다.');
  await operator.getByLabel(/사진 첨부/).setInputFiles({ name: '일정.png', mimeType: 'image/png', buffer: PNG });
  await expect(body.locator('img')).toHaveCount(1);
  await operator.getByRole('button', { name: '등록하기' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: noticeTitle })).toBeVisible();
  await expect(operator.locator('article img[src^="/api/community/images/"]')).toHaveCount(1);

  // 2. A member hides the pop-up they see; the operator publishes a new one linking to /youth; the member sees it.
  const member = await loggedIn(browser, MEMBER.email);
  await member.goto('/');
  await expect(member.getByRole('dialog')).toBeVisible();
  // Hides are per pop-up: one another spec left published shows next, and is hidden in turn; a
  // pop-up once hidden never comes back.
  const hidden: string[] = [];
  for (let round = 0; round < 5 && (await member.getByRole('dialog').count()) > 0; round += 1) {
    const shown = member.getByRole('dialog');
    const title = (await shown.getByRole('heading').first().textContent()) ?? '';
    expect(hidden).not.toContain(title);
    hidden.push(title);
    await shown.getByRole('button', { name: '일주일간 보지 않기' }).click();
    await expect(shown).toBeHidden();
    await member.reload();
    await expect(member.getByRole('main')).toBeVisible();
  }
  await expect(member.getByRole('dialog')).toHaveCount(0);

  const popupTitle = `청소년 봉사단 모집 ${tag}`;
  await operator.goto('/admin/page?section=popups');
  await operator.getByRole('button', { name: '새 팝업' }).click();
  const form = operator.getByRole('form', { name: '팝업 수정' });
  await form.getByLabel('제목').fill(popupTitle);
  await form.getByLabel('내용').fill('겨울방학 봉사단원을 모집합니다.');
  await form.getByLabel('링크').fill('/youth');
  await form.getByLabel('방문자에게 노출').check();
  await form.getByRole('button', { name: '저장' }).click();
  await expect(operator.getByRole('row', { name: new RegExp(popupTitle) })).toContainText('노출 중');
  await pictureBoth(operator, testInfo, 'operator-popups');

  await member.reload();
  const fresh = member.getByRole('dialog', { name: popupTitle });
  await expect(fresh).toBeVisible();
  await expect(fresh.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/youth');
  // The operator, having checked it, hides it for themselves too (every page, the admin area included, shows it).
  expect((await operator.request.post('/api/popup/hide')).status()).toBe(200);

  // 3. A member's post is reported; the operator hides it; its author is told why.
  const written = await member.request.post('/api/community/boards/knowhow/posts', { data: { title: `무료 나눔 홍보 ${tag}`, content: '<p>홍보 글입니다</p>' } });
  expect(written.status()).toBe(200);
  const postId = (await written.json()).data.id as number;
  const reporter = await loggedIn(browser, REPORTER);
  expect((await reporter.request.post('/api/community/reports', { data: { target: 'post', targetId: postId, reason: 2, description: '홍보 글입니다' } })).status()).toBe(200);
  await reporter.context().close();

  await operator.goto('/admin/page?section=reports');
  const reported = operator.getByTestId('report-row').filter({ hasText: `무료 나눔 홍보 ${tag}` });
  await expect(reported).toContainText('홍보 1');
  await closeToasts(operator);
  await pictureBoth(operator, testInfo, 'operator-reports');
  await reported.getByRole('button', { name: '숨김 처리' }).click();
  await expect(operator.getByText('신고를 처리했습니다.')).toBeVisible();
  const self = await (await member.request.get('/api/user/get/self/information')).json();
  const alarms = await (await member.request.get(`/api/alarm/get/${self.data.id}`)).json();
  expect(alarms.data[0]).toMatchObject({ title: '내 게시글이 운영진 확인 후 숨김 처리되었습니다', description: '신고 사유: 홍보. 작성자와 운영진만 볼 수 있습니다.' });

  // 4. A team broadcast, after seeing how many it reaches.
  const broadcastTitle = `1팀 모임 안내 ${tag}`;
  await operator.goto('/admin/page?section=broadcast');
  await operator.getByLabel('제목', { exact: true }).fill(broadcastTitle);
  await operator.getByLabel('받는 사람').selectOption('team');
  await operator.getByLabel('팀', { exact: true }).selectOption({ index: 1 });
  // The option reads "본부 · 팀"; the audit log names the team alone.
  const teamName = (await operator.getByLabel('팀', { exact: true }).locator('option:checked').textContent())?.split(' · ').pop();
  const count = operator.getByRole('status').filter({ hasText: /^받는 사람: [1-9]\d*명$/ });
  await expect(count).toBeVisible();
  const reach = (await count.textContent())?.match(/\d+/)?.[0];
  await pictureBoth(operator, testInfo, 'operator-broadcast');
  await closeToasts(operator);
  await operator.getByRole('button', { name: '알림 보내기' }).click();
  await expect(operator.getByText(`${reach}명에게 알림을 보냈습니다.`)).toBeVisible();

  // 5. The broadcast found in the audit log by its action.
  await operator.goto('/admin/page?section=audit');
  const search = operator.getByRole('form', { name: '변경 기록 검색' });
  await search.getByLabel('작업').selectOption({ label: '알림 발송' });
  await search.getByRole('button', { name: '검색' }).click();
  const entry = operator.getByRole('list', { name: '변경 기록' }).getByRole('listitem').first();
  await expect(entry).toContainText('알림 발송');
  await expect(entry).toContainText(broadcastTitle);
  await expect(entry).toContainText(`받은 사람 수- → ${reach}`);
  // The audience by name, not the team's number.
  await expect(entry).toContainText(`받는 사람- → 팀 ${teamName}`);
  await pictureBoth(operator, testInfo, 'operator-audit');

  // Put back what every page shows: the pop-up made here goes.
  await operator.goto('/admin/page?section=popups');
  await operator.getByRole('row', { name: new RegExp(popupTitle) }).getByRole('button', { name: '삭제' }).click();
  await expect(operator.getByText('팝업을 삭제했습니다.')).toBeVisible();
  await member.context().close();
  await operator.context().close();
});
