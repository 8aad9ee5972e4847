import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { expectSettled } from './siteHelpers';

/** Demo accounts (README): every one has the password nanum1234!. */
const PASSWORD = 'nanum1234!';
const MEMBER = { email: 'member@nanum.example', name: '박소망' };
const UNCERTIFIED = { email: 'uncertified@nanum.example', name: '김새봄' };

/** Opens the login modal from the header and waits until it is shown. */
async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('이메일', { exact: true })).toBeFocused();
  return dialog;
}

/** The toast with this text; RED toasts are alerts, the others status messages. */
const toast = (page: Page, role: 'alert' | 'status', text: string) => page.getByRole(role).filter({ hasText: text });

async function logIn(page: Page, email: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('이메일', { exact: true }).fill(email);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  return dialog;
}

test.describe('login and session', () => {
  test('the login modal checks email and password with red toasts and focuses the field', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const dialog = await openLogin(page);
    const email = dialog.getByLabel('이메일', { exact: true });
    const password = dialog.getByLabel('비밀번호', { exact: true });
    await expect(email).toHaveAttribute('maxlength', '50');
    await expect(password).toHaveAttribute('maxlength', '100');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/author/join');
    await expect(dialog.getByRole('link', { name: '이메일 · 비밀번호 찾기' })).toHaveAttribute('href', '/author/find');
    await expectSettled(dialog); // the modal's fade and slide-in
    await saveScreenshot(page, testInfo, 'login-modal', { fullPage: false });

    const submit = dialog.getByRole('button', { name: '로그인', exact: true });
    await submit.click();
    const noEmail = toast(page, 'alert', '이메일이 입력되지 않았습니다.');
    await expect(noEmail).toBeVisible();
    await expect(noEmail).toHaveAttribute('data-level', 'RED');
    await expect(noEmail).toHaveAttribute('aria-live', 'assertive');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // A toast closes with its button, even while the modal is open.
    await noEmail.getByRole('button', { name: '알림 닫기' }).click();
    await expect(noEmail).toHaveCount(0);

    // Whitespace only is empty too.
    await email.fill('   ');
    await password.fill(PASSWORD);
    await submit.click();
    await expect(noEmail).toHaveCount(1);
    await expect(email).toBeFocused();

    await email.fill(MEMBER.email);
    await password.fill('   ');
    await submit.click();
    const noPassword = toast(page, 'alert', '비밀번호가 입력되지 않았습니다.');
    await expect(noPassword).toBeVisible();
    await expect(noPassword).toHaveAttribute('data-level', 'RED');
    await expect(password).toBeFocused();
    await expectSettled(noPassword); // its slide-in
    await saveScreenshot(page, testInfo, 'login-toasts', { fullPage: false });

    // Toasts leave on their own: 6 s, then a 0.3 s fade.
    await expect(noEmail).toHaveCount(0, { timeout: 9_000 });
    await expect(noPassword).toHaveCount(0, { timeout: 9_000 });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });

  test('a wrong password shows the server’s Korean message in a red toast', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByLabel('이메일', { exact: true }).fill(MEMBER.email);
    await dialog.getByLabel('비밀번호', { exact: true }).fill('wrong-password1!');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    const failed = toast(page, 'alert', '이메일 또는 비밀번호가 일치하지 않습니다.');
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('data-level', 'RED');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('비밀번호', { exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: /계정 메뉴/ })).toHaveCount(0);
  });

  test('a member logs in, stays logged in after a reload, and logs out', async ({ page }, testInfo) => {
    await page.goto('/');
    const dialog = await logIn(page, MEMBER.email);
    await expect(dialog).toBeHidden();
    const welcome = toast(page, 'status', '로그인되었습니다.');
    await expect(welcome).toBeVisible();
    await expect(welcome).toHaveAttribute('data-level', 'GREEN');
    const account = page.getByRole('banner').getByRole('button', { name: `${MEMBER.name}님 계정 메뉴` });
    await expect(account).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인', exact: true })).toHaveCount(0);

    // Toasts close from the keyboard too.
    await welcome.getByRole('button', { name: '알림 닫기' }).focus();
    await page.keyboard.press('Enter');
    await expect(welcome).toHaveCount(0);

    await page.reload();
    await expect(account).toBeVisible();
    await account.click();
    const menu = page.getByRole('banner').locator('.dropdown-menu.show');
    await expect(menu).toContainText(MEMBER.name);
    await expect(menu).toContainText(MEMBER.email);
    await expect(menu.getByRole('link', { name: '관리자 페이지' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: '인증하기' })).toHaveCount(0);
    await expectSettled(menu);
    await saveScreenshot(page, testInfo, 'header-logged-in', { fullPage: false });

    await menu.getByRole('button', { name: '로그아웃' }).click();
    await expect(toast(page, 'status', '로그아웃되었습니다.')).toBeVisible();
    const login = page.getByRole('banner').getByRole('button', { name: '로그인', exact: true });
    await expect(login).toBeVisible();
    await expect(account).toHaveCount(0);
    await page.reload();
    await expect(login).toBeVisible();
    await expect(account).toHaveCount(0);
  });

  test('a member who is not certified is alerted and sent to /author/join?sns=true', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.goto('/');
    await logIn(page, UNCERTIFIED.email);
    await expect(page).toHaveURL(/\/author\/join\?sns=true$/);
    expect(alerts).toEqual(['alert: 인증되지 않은 회원입니다. 서비스 이용을 위해 추가 정보 입력이 필요합니다.']);
    // The header offers the way to get verified instead of the member-only entries.
    await expect(page.getByRole('banner').getByRole('link', { name: '인증하기' })).toHaveAttribute('href', '/certify');
    await page.getByRole('banner').getByRole('button', { name: `${UNCERTIFIED.name}님 계정 메뉴` }).click();
    await expect(page.getByRole('banner').locator('.dropdown-menu.show').getByRole('link', { name: '관리자 페이지' })).toHaveCount(0);

    // On start, too: another page alerts again and moves to the join page.
    await page.goto('/community/notice');
    await expect(page).toHaveURL(/\/author\/join\?sns=true$/);
    expect(alerts).toHaveLength(2);
  });

  test('an administrator’s menu links to the admin area', async ({ page }) => {
    // Logged in through the API: the page learns of it at start.
    const login = await page.request.post('/api/user/login', { data: { passid: 'admin@nanum.example', password: PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto('/');
    const account = page.getByRole('banner').getByRole('button', { name: /님 계정 메뉴$/ });
    await account.click();
    const menu = page.getByRole('banner').locator('.dropdown-menu.show');
    await expect(menu.getByRole('link', { name: '관리자 페이지' })).toHaveAttribute('href', '/admin/page');
    await expect(menu).toContainText('admin@nanum.example');
  });

  test('social buttons show for configured providers; the last one that logged in is "최근 사용"', async ({ page }, testInfo) => {
    await page.route('**/api/user/login/providers', (route) =>
      route.fulfill({ json: { status: 200, data: ['kakao', 'naver', 'google', 'facebook'] } }),
    );
    // The provider is not configured here: stand in for the API's callback, which sends the browser
    // back to the page it started from with the outcome (a failure first, then a success).
    let started = '';
    let outcome = 'failed';
    await page.route('**/api/user/login/kakao?**', (route) => {
      started = new URL(route.request().url()).search;
      const returnTo = new URL(route.request().url()).searchParams.get('returnTo') ?? '/';
      return route.fulfill({ status: 302, headers: { location: `${returnTo}?login=${outcome}` } });
    });
    await page.goto('/community/notice');
    let dialog = await openLogin(page);
    const names = ['카카오로 로그인', '네이버로 로그인', '구글로 로그인', '페이스북으로 로그인'];
    for (const name of names) await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    await dialog.getByRole('link', { name: '카카오로 로그인', exact: true }).click();

    // A failed login comes back to the starting page, says so, and marks nothing as used.
    const failed = toast(page, 'alert', '소셜 로그인에 실패하였습니다.');
    await expect(failed).toBeVisible();
    expect(started).toBe('?returnTo=%2Fcommunity%2Fnotice');
    await expect(page).toHaveURL(/\/community\/notice$/);
    await failed.getByRole('button', { name: '알림 닫기' }).click();
    await expect(failed).toHaveCount(0);
    dialog = await openLogin(page);
    await expect(dialog.getByText('최근 사용')).toHaveCount(0);

    // A login that worked says so, and its button is "최근 사용" from then on.
    outcome = 'done';
    await dialog.getByRole('link', { name: '카카오로 로그인', exact: true }).click();
    await expect(toast(page, 'status', '로그인되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/community\/notice$/);
    dialog = await openLogin(page);
    await expect(dialog.getByRole('link', { name: '카카오로 로그인 (최근 사용)' })).toBeVisible();
    await expect(dialog.getByText('최근 사용')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '네이버로 로그인', exact: true })).toBeVisible();
    await expectSettled(dialog);
    await saveScreenshot(page, testInfo, 'login-modal-social', { fullPage: false });
  });
});
