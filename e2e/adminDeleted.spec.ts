import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { closeToasts, expectAccessible } from './siteHelpers';

/**
 * 삭제된 글 in the admin area: an operator removes a member's post, finds it (board, author, who
 * deleted it) and restores it to its board; a post its author withdrew is listed but cannot be
 * restored. The posts are this spec's own; like the other admin flows it runs in the desktop
 * project only.
 */
const OPERATOR = { email: 'operator@nanum.example', name: '류성민' };
const WRITER = { email: 'champ@nanum.example', name: '이다온' };

test('an operator restores a post a moderator removed, and it is back on its board; what its author withdrew stays withdrawn', async ({ page, browser }, testInfo) => {
  const stamp = Date.now().toString(36);
  const title = `잘못 가려진 봉사 후기 ${stamp}`;
  const withdrawn = `작성자가 지운 봉사 후기 ${stamp}`;
  const session = async (email: string) => {
    const context = await browser.newContext({ baseURL: process.env.BASE_URL });
    expect((await context.request.post('/api/user/login', { data: { passid: email, password: DEMO_PASSWORD } })).status()).toBe(200);
    return context;
  };
  const writer = await session(WRITER.email);
  const write = async (postTitle: string) => {
    const written = await writer.request.post('/api/community/boards/knowhow/posts', { data: { title: postTitle, content: '<p>복지관 배식 봉사 후기입니다.</p>' } });
    return ((await written.json()) as { data: { id: number; href: string } }).data;
  };
  const { id, href } = await write(title);
  const own = await write(withdrawn);
  expect((await writer.request.delete(`/api/community/posts/${own.id}`)).status()).toBe(200);
  await writer.close();
  const moderator = await session(OPERATOR.email);
  expect((await moderator.request.delete(`/api/community/posts/${id}`)).status()).toBe(200);
  await moderator.close();

  await page.goto('/');
  await logInAs(page, OPERATOR.email, OPERATOR.name);
  await page.goto('/admin/page');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '삭제된 글' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '삭제된 글' })).toBeVisible();
  const row = page.getByTestId('deleted-row').filter({ hasText: title });
  await expect(row).toContainText('봉사 노하우');
  await expect(row).toContainText(WRITER.name);
  await expect(row).toContainText('운영진 삭제');
  const withdrawnRow = page.getByTestId('deleted-row').filter({ hasText: withdrawn });
  await expect(withdrawnRow).toContainText('작성자 삭제');
  await expect(withdrawnRow).toContainText('복구 불가');
  await expect(withdrawnRow.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-deleted', { fullPage: false });

  // Comments have their own list.
  await closeToasts(page);
  await page.getByRole('button', { name: '댓글', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /삭제된 댓글/ })).toBeVisible();
  await closeToasts(page);
  await page.getByRole('button', { name: '게시글', exact: true }).click();

  await closeToasts(page);
  await row.getByRole('button', { name: `${title} 복구` }).click();
  await expect(page.getByRole('status').filter({ hasText: '게시글을 복구했습니다.' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The audit log finds it by its action, in Korean.
  await page.goto('/admin/page?section=audit');
  const search = page.getByRole('form', { name: '변경 기록 검색' });
  await search.getByLabel('작업').selectOption({ label: '게시글 복구' });
  await search.getByRole('button', { name: '검색' }).click();
  const entries = page.getByRole('list', { name: '변경 기록' }).getByRole('listitem');
  await expect(entries.first()).toContainText('게시글 복구');
  await expect(entries.filter({ hasNotText: '게시글 복구' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'CSV 내려받기' })).toHaveAttribute('href', '/api/admin/audit/export?action=post.restore');
});
