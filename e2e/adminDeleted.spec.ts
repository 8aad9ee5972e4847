import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { expectAccessible } from './siteHelpers';

/**
 * 삭제된 글 in the admin area: a member deletes their own post, an operator finds it (board,
 * author, who deleted it) and restores it to its board. The post is this spec's own; like the other
 * admin flows it runs in the desktop project only.
 */
const OPERATOR = { email: 'operator@nanum.example', name: '류성민' };
const WRITER = { email: 'champ@nanum.example', name: '이다온' };

test('an operator restores a post its author deleted, and it is back on its board', async ({ page, browser }, testInfo) => {
  const title = `실수로 지운 봉사 후기 ${Date.now().toString(36)}`;
  const writer = await browser.newContext({ baseURL: process.env.BASE_URL });
  expect((await writer.request.post('/api/user/login', { data: { passid: WRITER.email, password: DEMO_PASSWORD } })).status()).toBe(200);
  const written = await writer.request.post('/api/community/boards/knowhow/posts', { data: { title, content: '<p>복지관 배식 봉사 후기입니다.</p>' } });
  const { id, href } = ((await written.json()) as { data: { id: number; href: string } }).data;
  expect((await writer.request.delete(`/api/community/posts/${id}`)).status()).toBe(200);
  await writer.close();

  await page.goto('/');
  await logInAs(page, OPERATOR.email, OPERATOR.name);
  await page.goto('/admin/page');
  await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '삭제된 글' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '삭제된 글' })).toBeVisible();
  const row = page.getByTestId('deleted-row').filter({ hasText: title });
  await expect(row).toContainText('봉사 노하우');
  await expect(row).toContainText(WRITER.name);
  await expect(row).toContainText('작성자 삭제');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'admin-deleted', { fullPage: false });

  // Comments have their own list.
  await page.getByRole('button', { name: '댓글', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /삭제된 댓글/ })).toBeVisible();
  await page.getByRole('button', { name: '게시글', exact: true }).click();

  await row.getByRole('button', { name: `${title} 복구` }).click();
  await expect(page.getByRole('status').filter({ hasText: '게시글을 복구했습니다.' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/admin/page?section=audit');
  await expect(page.getByRole('cell', { name: '게시글 복구' }).first()).toBeVisible();
});
