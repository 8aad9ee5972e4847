import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeOf, logInAs, standInForYouTubeStills, watchErrors } from './siteHelpers';

/**
 * axe on the board pages, in the states people meet them: the four list layouts, a post as a
 * visitor (survey results) and as a member (the survey's answer form, comments), and the write page
 * with the editor and a survey being built. The post is this spec's own (written by the champ demo
 * account on its knowhow board), so no other spec's data is touched.
 */
const WRITER = 'champ@nanum.example';
const READER = 'member@nanum.example';

const SURVEY = {
  title: '다음 모임 장소',
  questions: [
    { title: '어디가 좋을까요?', mode: 'choice', options: ['복지관', '공원'], required: true },
    { title: '이번 모임 만족도', mode: 'score' },
    { title: '하고 싶은 말', mode: 'essay', secret: true },
  ],
};

/** axe finds nothing at all (any impact) on the page as it is, once its animations (a toast fading in) have settled. */
async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await axeOf(page).analyze();
  expect(results.violations.map((v) => `${v.impact}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function pageOf(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  if (email) await logInAs(page, email);
  return page;
}

test.describe('board pages have no accessibility findings', () => {
  let postPath = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    const writer = await pageOf(browser, WRITER);
    const res = await writer.request.post('/api/community/boards/knowhow/posts', {
      data: { title: `접근성 점검 글 (${testInfo.project.name} ${Date.now().toString(36)})`, content: '<p>봉사 모임 장소를 정해요.</p><ul><li>복지관</li><li>공원</li></ul>', survey: SURVEY },
    });
    expect(res.status()).toBe(200);
    postPath = ((await res.json()) as { data: { href: string } }).data.href;
    await writer.context().close();
  });

  for (const [path, heading] of [
    ['/community/notice', '공지사항'],
    ['/gallery', '갤러리'],
    ['/press', '언론보도'],
    ['/video', '영상'],
  ] as const) {
    test(`the ${path} list`, async ({ browser }) => {
      const page = await pageOf(browser);
      const errors = watchErrors(page);
      await standInForYouTubeStills(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test('a post as a visitor (survey results, login prompt for comments)', async ({ browser }) => {
    const page = await pageOf(browser);
    await page.goto('/community/notice');
    await page.getByRole('table', { name: '공지사항 글 목록' }).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByText('댓글을 쓰려면 로그인해주세요.')).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });

  test('a post with a survey as a member (answer form, comment form)', async ({ browser }) => {
    const page = await pageOf(browser, READER);
    const errors = watchErrors(page);
    await page.goto(postPath);
    await expect(page.getByRole('button', { name: '응답 제출' })).toBeVisible();
    await expect(page.getByLabel('댓글을 입력하세요')).toBeVisible();
    await expectAccessible(page);
    // And the results once answered.
    await page.getByRole('radio', { name: '복지관' }).check();
    await page.getByRole('button', { name: '응답 제출' }).click();
    await expect(page.getByText('1표 (100%)')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the write page with the editor and a survey being built', async ({ browser }) => {
    const page = await pageOf(browser, WRITER);
    const errors = watchErrors(page);
    await page.goto('/community/knowhow/write');
    await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: '설문 추가' }).click();
    await expect(page.getByLabel('설문 제목')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
