import { expect, test, type APIRequestContext } from '@playwright/test';
import { JOIN_SUCCESS_MESSAGE } from '@nanum/shared/messages';
import { codeFrom, resetTokenFrom, waitForMail } from './mail';
import { saveScreenshot as save } from './screenshot';

/** A full-page screenshot from the top (the sticky header would otherwise sit mid-page). */
const saveScreenshot: typeof save = async (page, testInfo, name, options) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, testInfo, name, options);
};

/** Demo member (migrations/seeds/data/people.ts). */
const MEMBER = { name: '박소망', number: '010-0000-3001', masked: 'me***@nanum.example' };

const unique = (label: string, project: string) => `${label}-${project}-${Date.now().toString(36)}@nanum.example`;

/** Creates a member through the API, the way the join page does (code by mail, verify, join). */
async function signUpThroughApi(request: APIRequestContext, email: string, password: string) {
  expect((await request.post('/api/user/join/code', { data: { email } })).status()).toBe(200);
  const code = codeFrom(await waitForMail(email));
  expect((await request.post('/api/user/join/verify', { data: { email, code } })).status()).toBe(200);
  const joined = await request.post('/api/user/join', {
    data: { name: '최다솜', email, password, passwordConfirm: password, birthday: '1997-06-02', number: '010-4321-8765', gender: 2, agreeTerms: true, agreePrivacy: true },
  });
  expect(joined.status()).toBe(200);
  await request.post('/api/user/logout');
}

test.describe('sign-up and account recovery', () => {
  test('sign-up with the emailed code ends logged in and certified', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = unique('join', testInfo.project.name);

    await page.goto('/author/join');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('나눔 가족이 되어주세요');
    await expect(page.getByRole('link', { name: /전문 보기.*이용약관/ })).toHaveAttribute('href', '/terms.html');
    await expect(page.getByRole('link', { name: /전문 보기.*개인정보/ })).toHaveAttribute('href', '/privacy.html');

    // Nothing filled in: the shared schema's messages appear beside their fields, focus on the first.
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('이용약관에 동의해주세요.')).toBeVisible();
    await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
    await expect(page.getByText('성별을 선택해주세요.')).toBeVisible();
    await expect(page.locator('#join-agreeTerms')).toBeFocused();

    await page.getByLabel('전체 동의합니다').check();
    await page.locator('#join-name').fill('한가람');
    await page.locator('#join-email').fill(email);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByText('인증번호를 보냈습니다.', { exact: false })).toBeVisible();
    const code = codeFrom(await waitForMail(email));
    await expect(page.locator('#join-code')).toBeFocused();
    await page.locator('#join-code').fill(code);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByText('이메일 인증이 완료되었습니다.')).toBeVisible();
    await expect(page.locator('#join-email')).toHaveAttribute('readonly', '');

    await page.locator('#join-password').fill('Haneul#2027');
    await page.locator('#join-passwordConfirm').fill('Haneul#2028');
    await page.locator('#join-birthday').fill('2001-05-09');
    await page.locator('#join-number').fill('01023456789');
    await expect(page.locator('#join-number')).toHaveValue('010-2345-6789');
    await page.getByText('여성', { exact: true }).click();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('한번 더 입력란을 확인해주세요.')).toBeVisible();
    await expect(page.locator('#join-passwordConfirm')).toBeFocused();
    await page.locator('#join-passwordConfirm').fill('Haneul#2027');
    await saveScreenshot(page, testInfo, 'join');

    // The server's answer first: a refused sign-up shows why, not only that the page stayed.
    const joined = page.waitForResponse((response) => response.url().endsWith('/api/user/join') && response.request().method() === 'POST');
    await page.getByRole('button', { name: '가입하기' }).click();
    const answer = await joined;
    expect({ status: answer.status(), message: (await answer.json()).message }).toEqual({ status: 200, message: JOIN_SUCCESS_MESSAGE });
    await expect(page).toHaveURL(/\/$/);
    const self = await (await page.request.get('/api/user/get/self/information')).json();
    expect(self.data).toMatchObject({ email, name: '한가람', certify: true, gender: 2, number: '010-2345-6789' });
    expect(errors).toEqual([]);
  });

  test('a birthday under 14 asks for the guardian', async ({ page }) => {
    await page.goto('/author/join');
    await expect(page.locator('#join-guardianName')).toHaveCount(0);
    const year = new Date().getFullYear() - 10;
    // Typed at once, before or after the page hydrates: either way the form has it (lib/earlyInput.ts).
    await page.locator('#join-birthday').fill(`${year}-03-01`);
    await expect(page.getByRole('group', { name: '보호자(법정대리인) 동의' })).toBeVisible();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('보호자 이름을 입력해주세요.')).toBeVisible();
    await expect(page.getByText('만 14세 미만은 보호자(법정대리인)의 동의가 필요합니다.')).toBeVisible();
  });

  test('what a slow phone typed before the page’s script ran is what the form acts on', async ({ page }) => {
    // The page's JavaScript is held back until the visitor has typed and ticked in the server's HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/author/join', { waitUntil: 'commit' });
    const year = new Date().getFullYear() - 10;
    await page.locator('#join-name').fill('이른입력');
    await page.locator('#join-birthday').fill(`${year}-03-01`);
    await page.locator('#join-agreeTerms').check();
    await expect(page.locator('#join-guardianName')).toHaveCount(0); // nothing runs yet
    release();

    await expect(page.getByRole('group', { name: '보호자(법정대리인) 동의' })).toBeVisible();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('보호자 이름을 입력해주세요.')).toBeVisible();
    await expect(page.getByText('이름을 입력해주세요.', { exact: true })).toHaveCount(0);
    await expect(page.getByText('이용약관에 동의해주세요.')).toHaveCount(0);
    await expect(page.getByText('개인정보 수집 및 이용에 동의해주세요.')).toBeVisible();
  });

  test('find email shows the masked address of the demo member', async ({ page }, testInfo) => {
    await page.goto('/author/find');
    await expect(page.getByRole('tab', { name: '이메일 찾기' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('#find-name').fill('없는 사람');
    await page.locator('#find-number').fill('010-0000-3001');
    await page.getByRole('button', { name: '이메일 찾기' }).click();
    await expect(page.getByText('입력하신 정보와 일치하는 회원을 찾을 수 없습니다.')).toBeVisible();

    await page.locator('#find-name').fill(MEMBER.name);
    await page.locator('#find-number').fill(MEMBER.number.replaceAll('-', ''));
    await page.getByRole('button', { name: '이메일 찾기' }).click();
    await expect(page.getByText(MEMBER.masked)).toBeVisible();
    await expect(page.getByText('member@nanum.example')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'find');
  });

  test('the find tabs move and select with the arrow keys, wrapping', async ({ page }) => {
    // The page asks who is logged in once it has hydrated (useSession): the keys are pressed after
    // that, when the tabs answer them. (A key pressed while the page was still hydrating once
    // selected the second tab without moving the focus to it, in CI's MariaDB run.)
    const hydrated = page.waitForRequest((request) => request.url().endsWith('/api/user/get/self/information'));
    await page.goto('/author/find');
    await hydrated;
    const emailTab = page.getByRole('tab', { name: '이메일 찾기' });
    const passwordTab = page.getByRole('tab', { name: '비밀번호 찾기' });
    await expect(passwordTab).toHaveAttribute('tabindex', '-1');
    await emailTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(passwordTab).toHaveAttribute('aria-selected', 'true');
    await expect(passwordTab).toBeFocused();
    await expect(page.locator('#reset-email')).toBeVisible();
    await expect(page.locator('#find-name')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(emailTab).toBeFocused();
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(passwordTab).toBeFocused();
    await expect(page).toHaveURL(/tab=password/);
  });

  test('reset the password through the mailed link, then log in with the new one', async ({ page, request, baseURL }, testInfo) => {
    const email = unique('reset', testInfo.project.name);
    await signUpThroughApi(request, email, 'Original#2026');

    await page.goto('/author/find?tab=password');
    await expect(page.getByRole('tab', { name: '비밀번호 찾기' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('#reset-email').fill(email);
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expect(page.getByText('입력하신 이메일로 가입된 계정이 있다면', { exact: false })).toBeVisible();

    const mail = await waitForMail(email, 2); // the first one was the sign-up code
    expect(mail.subject).toBe('[나눔] 비밀번호 재설정 안내');
    const link = `${baseURL}/author/find?token=${resetTokenFrom(mail)}`;
    expect(mail.text).toContain(link);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('새 비밀번호 설정');
    await expect(page.getByText('문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)')).toBeVisible();
    await page.locator('#new-password').fill('weakpass');
    await page.locator('#new-passwordConfirm').fill('weakpass');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText('비밀번호 형식을 확인해주세요', { exact: false })).toBeVisible();
    await page.locator('#new-password').fill('Renewed#2027');
    await page.locator('#new-passwordConfirm').fill('Renewed#2027');
    await saveScreenshot(page, testInfo, 'find-reset');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.')).toBeVisible();

    const login = (password: string) => request.post('/api/user/login', { data: { passid: email, password } });
    expect((await login('Original#2026')).status()).toBe(401);
    const res = await login('Renewed#2027');
    expect(res.status()).toBe(200);
    expect((await res.json()).user).toMatchObject({ email, certify: true });

    // The link works once: opened again, it says so at once, with no form to fill in vain.
    await page.goto(link);
    await expect(page.getByText('비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '재설정 링크 다시 받기' })).toBeVisible();
    await expect(page.locator('#new-password')).toHaveCount(0);
  });

  test('a member who is not certified finds the completion form filled with what the account has', async ({ page }, testInfo) => {
    // The demo account stays uncertified (other specs rely on it): the form is shown, not sent.
    const login = await page.request.post('/api/user/login', { data: { passid: 'uncertified@nanum.example', password: 'nanum1234!' } });
    expect(login.status()).toBe(200);
    await page.goto('/author/join?sns=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('추가 정보 입력');
    // Whoever arrives here directly (e.g. back from a social login) reads why (SPEC section 8).
    await expect(page.getByText('인증되지 않은 회원입니다. 서비스 이용을 위해 추가 정보 입력이 필요합니다.')).toBeVisible();
    await expect(page.locator('#sns-name')).toHaveValue('김새봄');
    // An email-login account proves even its own address with a code (only social providers vouch).
    await expect(page.locator('#sns-email')).toHaveValue('uncertified@nanum.example');
    await expect(page.getByRole('button', { name: '인증번호 받기' })).toBeVisible();
    await expect(page.locator('#sns-number')).toHaveValue('010-0000-3002');
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await page.getByRole('button', { name: '인증 완료하기' }).click();
    await expect(page.getByText('이용약관에 동의해주세요.')).toBeVisible();
    await expect(page.getByText('이메일 인증을 먼저 완료해주세요.')).toBeVisible();
    await expect(page.getByText('성별을 선택해주세요.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'join-sns');
  });

  test('/certify explains the way forward to a visitor', async ({ page }, testInfo) => {
    await page.goto('/certify');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('회원 인증이 필요합니다');
    await expect(page.getByRole('link', { name: '회원가입' }).last()).toHaveAttribute('href', '/author/join');
    await saveScreenshot(page, testInfo, 'certify');
  });
});
