import { expect, test, type Page } from '@playwright/test';
import type { CommentView } from '@nanum/shared/boardViews';
import type { ReceivedPush } from '../apps/api/src/test/fakeFcm';
import { DEMO_PASSWORD } from './login';
import { signUp } from './signUp';
import { saveScreenshot } from './screenshot';
import { expectAccessible } from './siteHelpers';

declare global {
  interface Window {
    __appBridge: { action: string; userId: number | null }[];
    __deviceAnswers: number[];
  }
}

/** Each viewport signs its own author up, so the two projects never share a phone or a setting, and no other spec touches the author's session (a password change elsewhere ended a demo author's login mid-test). The commenter is a demo member. */
const COMMENTER = 'member@nanum.example';

/** What the local FCM (scripts/fake-fcm.ts, started by scripts/e2e.mjs) accepted for one device. */
async function pushesTo(token: string): Promise<ReceivedPush[]> {
  const res = await fetch(`${process.env.NANUM_FCM_URL}/__sent`);
  return ((await res.json()) as ReceivedPush[]).filter((push) => push.message.token === token);
}

/**
 * The mobile app as docs/webview.md describes it: it receives the site's messages and, when the
 * member changes, registers its FCM token from the page (the WebView's session); at logout it
 * unregisters. The last member it registered for is kept across page loads, as the app keeps it.
 */
async function installFakeApp(page: Page, token: string): Promise<void> {
  await page.addInitScript((deviceToken) => {
    window.__appBridge = [];
    window.__deviceAnswers = [];
    const devices = (method: string, body: unknown) =>
      fetch('/api/user/devices', { method, credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((res) => window.__deviceAnswers.push(res.status));
    window.ReactNativeWebView = {
      postMessage(text: string) {
        const message = JSON.parse(text) as { action: string; userId: number | null };
        window.__appBridge.push(message);
        if (message.action === 'fcm-token' && message.userId !== null && sessionStorage.getItem('app-user') !== String(message.userId)) {
          sessionStorage.setItem('app-user', String(message.userId));
          void devices('POST', { token: deviceToken, platform: 'android' });
        }
        if (message.action === 'push-unregister') {
          sessionStorage.removeItem('app-user');
          void devices('DELETE', { token: deviceToken });
        }
      },
    };
  }, token);
}

test('inside the app: the bridge registers the phone, a comment on the member’s post reaches it once with the comment’s link, and turning comment pushes off stops them', async ({ page, browser, baseURL }, testInfo) => {
  test.slow();
  const author = { email: `push-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`, name: '푸시확인' };
  const token = `e2e-${testInfo.project.name}-${Date.now().toString(36)}-${'f'.repeat(40)}`;
  await installFakeApp(page, token);
  // Signed up (and so logged in) in the page's context; the page then loads as the member.
  await signUp(page, author.email, author.name);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: `${author.name}님 계정 메뉴` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__deviceAnswers)).toEqual([200]);
  expect(await page.evaluate(() => window.__appBridge.at(-1)?.action)).toBe('fcm-token');

  const written = await page.request.post('/api/community/boards/knowhow/posts', { data: { title: `앱 푸시 확인 (${testInfo.project.name})`, content: '<p>휴대폰으로 알림이 오나요?</p>' } });
  expect(written.status()).toBe(200);
  const postId: number = (await written.json()).data.id;

  const commenter = await browser.newContext({ baseURL });
  try {
    expect((await commenter.request.post('/api/user/login', { data: { passid: COMMENTER, password: DEMO_PASSWORD } })).status()).toBe(200);
    const comment = (text: string) => commenter.request.post(`/api/community/posts/${postId}/comments`, { data: { description: text } });
    const sent = await comment('휴대폰으로도 잘 받았어요!');
    expect(sent.status()).toBe(200);
    const commentId: number = (await sent.json()).data[0].id;

    await expect.poll(() => pushesTo(token), { timeout: 15_000 }).toHaveLength(1);
    const [push] = await pushesTo(token);
    expect(push?.message.notification?.title).toBe('내 글에 댓글이 달렸습니다.');
    expect(push?.message.notification?.body).toContain('휴대폰으로도 잘 받았어요!');
    expect(push?.message.data).toEqual({ link: `/community/knowhow/${postId}?comment=${commentId}`, kind: 'comment' });
    expect(push?.message.android).toMatchObject({ collapse_key: 'comment' });

    // 프로필 → 계정 관리 → 알림 설정: comment pushes off.
    await page.getByRole('banner').getByRole('button', { name: `${author.name}님 계정 메뉴` }).click();
    await page.getByRole('banner').getByRole('button', { name: '내 프로필' }).click();
    const dialog = page.getByRole('dialog', { name: '내 프로필' });
    await dialog.getByRole('button', { name: '계정 관리' }).click();
    const settings = dialog.getByRole('region', { name: '알림 설정' });
    const commentPush = settings.getByRole('checkbox', { name: '내 글에 달린 댓글 앱 푸시' });
    await expect(commentPush).toBeChecked();
    await commentPush.focus();
    await page.keyboard.press('Space');
    await expect(commentPush).not.toBeChecked();
    await expect(settings.getByRole('checkbox', { name: '야간(21:00~08:00)에도 광고성 앱 푸시를 받겠습니다' })).toBeDisabled();
    // Saved from the keyboard, as the checkbox was changed: the server answers, then the toast says so.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/notifications') && response.request().method() === 'PUT');
    await settings.getByRole('button', { name: '알림 설정 저장' }).focus();
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '알림 설정이 저장되었습니다.' })).toBeVisible();
    await settings.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'push-notification-settings', { fullPage: false });

    // The author's own comment, for a reply later (replies still push).
    const own = await page.request.post(`/api/community/posts/${postId}/comments`, { data: { description: '답글 기다릴게요' } });
    const ownComment = ((await own.json()).data as CommentView[]).find((view) => view.description === '답글 기다릴게요');
    expect(ownComment).toBeDefined();

    // The next comment still rings the bell in the site, but no push goes to the phone.
    expect((await comment('이번에는 푸시 없이')).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '내 글에 댓글이 달렸습니다.' }).first()).toBeVisible();
    // A reply after it does push: the worker sends in the order the alarms were written, so once
    // the reply is on the phone, a push for the comment would have been there before it.
    expect((await commenter.request.post(`/api/community/posts/${postId}/comments`, { data: { description: '답글 달았어요', parentId: ownComment?.id } })).status()).toBe(200);
    await expect.poll(() => pushesTo(token), { timeout: 15_000 }).toHaveLength(2);
    const [, reply] = await pushesTo(token);
    expect(reply?.message.notification?.title).toBe('내 댓글에 답글이 달렸습니다.');
    expect(reply?.message.notification?.body).toContain('답글 달았어요');
  } finally {
    await commenter.close();
    // Back to the defaults for the next run.
    await page.request.put('/api/user/notifications', { data: { channels: Object.fromEntries(['comment', 'reply', 'report', 'youth', 'trophy', 'broadcast'].map((kind) => [kind, { site: true, push: true, email: false }])), promotionalConsent: false, nightConsent: false, digest: false } });
  }

  // Logging out asks the app to unregister the phone first.
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: `${author.name}님 계정 메뉴` }).click();
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await expect.poll(() => page.evaluate(() => window.__deviceAnswers)).toEqual([200, 200]);
  // push-unregister first, then (the session over) fcm-token for a visitor.
  const afterLogout = async () => {
    const messages = await page.evaluate(() => window.__appBridge);
    const unregister = messages.findIndex((message) => message.action === 'push-unregister');
    return unregister === -1 ? [] : messages.slice(unregister).map((message) => `${message.action}:${message.userId}`);
  };
  await expect.poll(afterLogout).toContain('fcm-token:null');
  expect((await afterLogout())[0]).toMatch(/^push-unregister:\d+$/);
});

test('the email digest’s unsubscribe link opens a page that asks first and answers in Korean, without a login', async ({ page }, testInfo) => {
  await page.goto(`/notifications/unsubscribe?token=1.${'A'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1, name: '이메일 알림 요약 수신 거부' })).toBeVisible();
  await expect(page.getByText('사이트와 앱의 알림은 그대로 받습니다.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'push-unsubscribe');
  // A forged token: nothing changes, and the page says what to do instead.
  await page.getByRole('button', { name: '수신 거부' }).click();
  // (Next's route announcer is an empty alert of its own.)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('수신 거부 링크가 올바르지 않거나 만료되었습니다. 프로필의 알림 설정에서 해지해주세요.');
  await expect(page.getByRole('button', { name: '수신 거부' })).toHaveCount(0);
});
