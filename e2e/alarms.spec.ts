import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { expectSettled } from './siteHelpers';

/**
 * Each viewport has its own owner (no seeded alarms, used by no other spec) and commenter, so no
 * other test's alarm can land in the list while this one counts it.
 */
const OWNERS = {
  desktop: { email: 'sua.lim@nanum.example', name: '임수아', commenter: 'chaewon.hong@nanum.example' },
  mobile: { email: 'hyunwoo.kwon@nanum.example', name: '권현우', commenter: 'taeyang.nam@nanum.example' },
} as const;

test.describe('notification bell', () => {
  test('shows the unread count, marks all read and deletes the read ones after confirmations', async ({ page, browser, baseURL }, testInfo) => {
    const who = OWNERS[testInfo.project.name as keyof typeof OWNERS];
    await page.goto('/');
    await logInAs(page, who.email, who.name);
    await expect(page.getByRole('banner').getByRole('button', { name: '알림', exact: true })).toBeVisible();

    // Two comments of another member on the owner's post: two unread alarms.
    const written = await page.request.post('/api/community/boards/knowhow/posts', { data: { title: `알림 벨 확인 (${testInfo.project.name})`, content: '<p>본문</p>' } });
    const postId: number = (await written.json()).data.id;
    const other = await browser.newContext({ baseURL });
    try {
      expect((await other.request.post('/api/user/login', { data: { passid: who.commenter, password: DEMO_PASSWORD } })).status()).toBe(200);
      for (const text of ['첫 번째 댓글입니다.', '두 번째 댓글입니다.']) {
        expect((await other.request.post(`/api/community/posts/${postId}/comments`, { data: { description: text } })).status()).toBe(200);
      }
    } finally {
      await other.close();
    }

    const bell = page.getByRole('banner').getByRole('button', { name: '알림, 읽지 않은 알림 2개' });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('alarm-badge')).toHaveText('2');
    await bell.click();
    const list = page.getByRole('list', { name: '알림 목록' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('두 번째 댓글입니다.');
    await expectSettled(list);
    await saveScreenshot(page, testInfo, 'alarm-dropdown', { fullPage: false });

    const confirms: string[] = [];
    page.on('dialog', (dialog) => {
      confirms.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: '모두 읽음' }).click();
    await expect(page.getByTestId('alarm-badge')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: '알림', exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: '읽은 알림 삭제' }).click();
    await expect(page.getByText('표시할 알람이 없습니다.')).toBeVisible();
    expect(confirms).toEqual(['모든 알람을 읽음 처리하시겠습니까?', '읽은 알람을 삭제하시겠습니까?']);

    // The server kept it: after a reload the list is still empty.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: '알림', exact: true }).click();
    await expect(page.getByText('표시할 알람이 없습니다.')).toBeVisible();
  });

  test('a member who is not verified gets 인증하기 instead of the bell and the profile', async ({ page }) => {
    await page.goto('/');
    // The start alert sends the uncertified member to the join page; accept it.
    page.on('dialog', (dialog) => void dialog.accept());
    await logInAs(page, 'uncertified@nanum.example', '김새봄');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '인증하기' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /^알림/ })).toHaveCount(0);
    await banner.getByRole('button', { name: '김새봄님 계정 메뉴' }).click();
    await expect(banner.getByRole('button', { name: '내 프로필' })).toHaveCount(0);
  });
});
