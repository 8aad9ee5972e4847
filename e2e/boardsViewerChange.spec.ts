import { expect, test, type Page } from '@playwright/test';
import type { BoardListAnswer } from '@nanum/shared/boardViews';
import { DEMO_PASSWORD, logInAs } from './login';

/** The demo member (README), author of a 봉사 노하우 post in the demo data. */
const MEMBER = { email: 'member@nanum.example', name: '박소망' };
const MEMBERS_POST = '직장인도 주말 봉사 참여할 수 있나요?';

/** Marks the loaded document: still marked later means no reload happened meanwhile. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

// A login or logout on a board page (the login dialog, the header's menu) changes its controls at
// once, without a reload: the page read for the visitor (possibly from the page cache) is read
// again in the browser for the member, and the other way round.
test.describe('board pages follow a login and a logout without a reload', () => {
  test('a visitor logs in on a member’s post from the header, comments as that member, and logs out again', async ({ page }) => {
    const found = await page.request.get('/api/community/boards/knowhow/posts', { params: { field: 'author', keyword: MEMBER.name } });
    const list = ((await found.json()) as { data: BoardListAnswer }).data.list;
    const post = list.find((row) => row.title === MEMBERS_POST);
    expect(post?.author?.name).toBe(MEMBER.name);
    await page.goto(`/community/knowhow/${post?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: MEMBERS_POST })).toBeVisible();
    await expect(page.getByText('댓글을 쓰려면 로그인해주세요.')).toBeVisible();
    await expect(page.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);
    await markDocument(page);

    await logInAs(page, MEMBER.email, MEMBER.name);
    const box = page.getByLabel('댓글을 입력하세요');
    await expect(box).toBeVisible();
    await expect(page.getByText('이 게시판에 댓글을 쓸 권한이 없습니다.')).toHaveCount(0);
    // The post is the member's: its 수정 and 삭제.
    await expect(page.getByRole('link', { name: '수정', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '삭제', exact: true }).first()).toBeVisible();

    const text = `주말 플로깅도 있어요 (${test.info().project.name} ${Date.now().toString(36)})`;
    await box.fill(text);
    await page.getByRole('button', { name: '댓글 등록' }).click();
    await expect(page.getByRole('status').filter({ hasText: '댓글을 등록했습니다.' })).toBeVisible();
    const mine = page.getByRole('listitem').filter({ hasText: text });
    await expect(mine.getByRole('button', { name: `${MEMBER.name}님 댓글 수정`, exact: true })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: `${MEMBER.name}님 계정 메뉴` }).click();
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('status').filter({ hasText: '로그아웃되었습니다.' })).toBeVisible();
    await expect(page.getByText('댓글을 쓰려면 로그인해주세요.')).toBeVisible();
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
    await expect(mine).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a visitor logs in from 로그인하고 글쓰기 and gets the 글쓰기 button, then the form', async ({ page }) => {
    await page.goto('/community/knowhow');
    await expect(page.getByRole('heading', { level: 1, name: '봉사 노하우' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('button', { name: '로그인하고 글쓰기' }).click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await expect(dialog.getByLabel('이메일', { exact: true })).toBeFocused();
    await dialog.getByLabel('이메일', { exact: true }).fill(MEMBER.email);
    await dialog.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('link', { name: '글쓰기', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인하고 글쓰기' })).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
    await page.getByRole('link', { name: '글쓰기', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();
  });
});
