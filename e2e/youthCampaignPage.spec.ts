import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeToasts, expectAccessible, logInAs, watchErrors } from './siteHelpers';
import { saveScreenshot } from './screenshot';

/**
 * A campaign's own page (/youth/campaigns/{id}): opened by its address, a member applies and takes
 * its one place; a second member finds it full, joins the waitlist and sees their place in line;
 * when the first withdraws, the second is told live and holds the place. Each viewport runs with
 * its own members and campaign.
 */
const MEMBERS = {
  desktop: { first: 'junseo.shin@nanum.example', second: 'sua.lim@nanum.example' },
  mobile: { first: 'hyunwoo.kwon@nanum.example', second: 'chaewon.hong@nanum.example' },
} as const;

/** A Korean calendar day `days` from today, as YYYY-MM-DD. */
const koreanDay = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

async function pageOf(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number } | null, email?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  if (email) await logInAs(page, email);
  return page;
}

test('a campaign page by its address: apply, the waitlist place when full, and the place passed on', async ({ browser, baseURL, viewport }, testInfo) => {
  test.setTimeout(120_000);
  const members = MEMBERS[testInfo.project.name as keyof typeof MEMBERS];
  const name = `E2E 하천 정화 ${testInfo.project.name} ${Date.now().toString(36)}`;

  // An operator publishes a campaign with one place.
  const operator = await pageOf(browser, baseURL, viewport, 'operator@nanum.example');
  const created = await operator.request.post('/api/youth/campaigns', {
    data: {
      name,
      description: '하천변의 쓰레기를 줍고 생태 안내판을 정리합니다.\n장갑과 집게는 현장에서 나눠 드립니다.',
      place: '서울특별시 성동구 중랑천 살곶이다리',
      startDate: koreanDay(10),
      endDate: koreanDay(10),
      startTime: '10:00',
      endTime: '13:30',
      applyDeadline: koreanDay(7),
      hours: 3.5,
      capacity: 1,
    },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const address = `/youth/campaigns/${id}`;

  // A visitor reads it and is offered the login; the share tags name it.
  const visitor = await pageOf(browser, baseURL, viewport);
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', name);
  await expect(visitor.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${address}$`));
  await expect(visitor.getByRole('button', { name: '로그인하고 신청하기' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: '카카오맵에서 보기 (새 창)' })).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\/\?q=/);

  // The first member opens the address and applies: the one place is theirs.
  const first = await pageOf(browser, baseURL, viewport, members.first);
  const errors = watchErrors(first);
  await first.goto(address);
  await expect(first.getByText('남은 자리 1명', { exact: false })).toBeVisible();
  await expect(first.getByText('10:00 ~ 13:30', { exact: false })).toBeVisible();
  await first.getByRole('button', { name: '참여 신청하기' }).click();
  await expect(first.getByText('참여 신청을 완료했습니다. 운영진의 선발을 기다려주세요.')).toBeVisible();
  await expect(first.getByText('내 참여: 신청')).toBeVisible();
  await expect(first.getByText('남은 자리 0명', { exact: false })).toBeVisible();
  await closeToasts(first);
  await saveScreenshot(first, testInfo, 'youth-campaign-page');
  await expectAccessible(first);

  // The second finds it full: they join the waitlist and see their place in line.
  const second = await pageOf(browser, baseURL, viewport, members.second);
  await second.goto(address);
  await expect(second.getByText('대기 접수 중').first()).toBeVisible();
  await second.getByRole('button', { name: '대기자로 신청하기' }).click();
  await expect(second.getByText('정원이 모두 차서 대기자로 등록했습니다. 자리가 나면 순서대로 알려드립니다.')).toBeVisible();
  await expect(second.getByText('대기 순번 1번 · 자리가 나면 알림으로 알려드립니다.')).toBeVisible();
  await closeToasts(second);
  await saveScreenshot(second, testInfo, 'youth-campaign-page-waitlist');
  await expectAccessible(second);

  // The first withdraws: the second is told live, and the place is theirs.
  await first.getByRole('button', { name: '신청 취소' }).click();
  await expect(first.getByText('참여 신청을 취소했습니다.')).toBeVisible();
  await expect(second.getByRole('status').filter({ hasText: '대기 중이던 캠페인에 자리가 났습니다' }).first()).toBeVisible();
  await second.reload();
  await expect(second.getByText('내 참여: 신청')).toBeVisible();
  await expect(second.getByText('대기 순번', { exact: false })).toHaveCount(0);

  // The list links each campaign to its page.
  await second.goto('/youth/champ/project');
  await second.getByRole('link', { name }).click();
  await expect(second).toHaveURL(new RegExp(`${address}$`));
  expect(errors).toEqual([]);
});
