import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';

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

  // Another member, in another browser context, comments on it.
  const other = await browser.newContext({ baseURL });
  try {
    const login = await other.request.post('/api/user/login', { data: { passid: pair.commenter, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const comment = await other.request.post(`/api/community/posts/${postId}/comments`, { data: { description: '좋은 글 감사합니다!' } });
    expect(comment.status()).toBe(200);
  } finally {
    await other.close();
  }

  await expect(page.getByTestId('alarm-badge')).toHaveText(String(before + 1));
  // The info toast (BLUE) names the alarm.
  const toast = page.getByRole('status').filter({ hasText: '내 글에 댓글이 달렸습니다.' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-level', 'BLUE');
  await bell.click();
  const first = page.getByRole('list', { name: '알림 목록' }).getByRole('listitem').first();
  await expect(first).toContainText('내 글에 댓글이 달렸습니다.');
  await expect(first).toContainText('좋은 글 감사합니다!');
  expect(page.url()).toBe(`${baseURL}/`);
});
