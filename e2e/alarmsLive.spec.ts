import { expect, test, type Locator } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';

/** Whether two boxes on screen share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Each viewport has its own author and commenter, so the two projects never share an alarm list. */
const PAIRS = {
  desktop: { author: { email: 'yerin.moon@nanum.example', name: '문예린' }, commenter: 'junseo.shin@nanum.example' },
  mobile: { author: { email: 'junseo.shin@nanum.example', name: '신준서' }, commenter: 'yerin.moon@nanum.example' },
} as const;

test('another member’s comment raises the author’s bell badge live, without a reload', async ({ page, browser, baseURL }, testInfo) => {
  const pair = PAIRS[testInfo.project.name as keyof typeof PAIRS];
  await page.goto('/');
  await logInAs(page, pair.author.email, pair.author.name);

  // The author writes a post (through the API, as the write page would).
  const written = await page.request.post('/api/community/boards/knowhow/posts', {
    data: { title: `실시간 알림 확인 (${testInfo.project.name})`, content: '<p>댓글을 기다립니다.</p>' },
  });
  expect(written.status()).toBe(200);
  const postId: number = (await written.json()).data.id;

  const bell = page.getByRole('banner').getByRole('button', { name: /^알림/ });
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+)개/)?.[1] ?? 0);

  // The list is open when the alarm comes: it is fully on screen (on a phone, right under the header).
  await bell.click();
  const menu = page.getByRole('banner').locator('.dropdown-menu.show').filter({ has: page.getByRole('button', { name: '모두 삭제' }) });
  await expect(menu).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = (await menu.boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 };
  const header = (await page.getByRole('banner').boundingBox()) ?? { x: 0, y: -100, width: 0, height: 0 };
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // On a phone it hangs from the header's lower edge (on a desktop, from the bell).
  if (testInfo.project.name === 'mobile') expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(2);

  // Another member, in another browser context, comments on it.
  let commentId: number;
  const other = await browser.newContext({ baseURL });
  try {
    const login = await other.request.post('/api/user/login', { data: { passid: pair.commenter, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const comment = await other.request.post(`/api/community/posts/${postId}/comments`, { data: { description: '좋은 글 감사합니다!' } });
    expect(comment.status()).toBe(200);
    commentId = (await comment.json()).data[0].id;
  } finally {
    await other.close();
  }

  await expect(page.getByTestId('alarm-badge')).toHaveText(String(before + 1));
  // The info toast (BLUE) names the alarm, clear of the open list's buttons.
  const toast = page.getByRole('status').filter({ hasText: '내 글에 댓글이 달렸습니다.' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-level', 'BLUE');
  const first = page.getByRole('list', { name: '알림 목록' }).getByRole('listitem').first();
  await expect(first).toContainText('내 글에 댓글이 달렸습니다.');
  await expect(first).toContainText('좋은 글 감사합니다!');
  await toast.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  for (const name of ['모두 읽음', '읽은 알림 삭제', '모두 삭제']) expect(await overlap(toast, menu.getByRole('button', { name }))).toBe(false);
  expect(await overlap(toast, first)).toBe(false);
  await saveScreenshot(page, testInfo, 'alarm-dropdown-live', { fullPage: false });
  expect(page.url()).toBe(`${baseURL}/`);

  // Opening the alarm closes the list and goes to the post, at the comment.
  await first.getByRole('button', { name: /^읽지 않음: 내 글에 댓글이 달렸습니다/ }).click();
  await expect(page).toHaveURL(new RegExp(`/community/knowhow/${postId}\\?comment=${commentId}$`));
  await expect(menu).toBeHidden();
  await expect(page.locator(`#comment-${commentId}`)).toContainText('좋은 글 감사합니다!');
  await expect(page.locator(`#comment-${commentId}`)).toBeInViewport();
});
