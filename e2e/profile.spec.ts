import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from './login';
import { saveScreenshot } from './screenshot';
import { expectSettled } from './siteHelpers';

/** Each viewport edits its own demo member, so the two projects never race on one account. */
const EDITORS = {
  desktop: { email: 'haeun.bae@nanum.example', name: '배하은' },
  mobile: { email: 'jiho.cho@nanum.example', name: '조지호' },
} as const;

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openOwnProfile(page: Page, name: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: `${name}님 계정 메뉴` }).click();
  await page.getByRole('banner').getByRole('button', { name: '내 프로필' }).click();
  const dialog = page.getByRole('dialog', { name: '내 프로필' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The member-information row of a field. */
const row = (dialog: Locator, field: string) => dialog.locator(`[data-field="${field}"]`);

/** Opens a field's editor with its 변경 button. */
async function edit(dialog: Locator, field: string): Promise<Locator> {
  const fieldRow = row(dialog, field);
  await fieldRow.getByRole('button', { name: /^변경/ }).click();
  return fieldRow;
}

/** The field's message after a change, and whether it is green (success) or red. */
async function expectMessage(fieldRow: Locator, text: string, ok: boolean) {
  const message = fieldRow.getByRole('status');
  await expect(message).toHaveText(text);
  await expect(message).toHaveCSS('color', ok ? 'rgb(20, 108, 67)' : 'rgb(176, 42, 55)');
}

test.describe('profile modal', () => {
  test('each field refuses a bad value in red, saves a good one in green, and closing resets the toggles', async ({ page }, testInfo) => {
    // Six fields one after another, two uploads, four password saves (bcrypt) and the dialog opened
    // three times: on a busy 2-core machine this walk alone can pass the 30 s a test gets by default.
    test.slow();
    const who = EDITORS[testInfo.project.name as keyof typeof EDITORS];
    await page.route('https://t1.daumcdn.net/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.daum = { Postcode: function (options) { this.open = function () { options.oncomplete({ zonecode: '03154', roadAddress: '서울 종로구 세종대로 175', jibunAddress: '' }); }; } };`,
      }),
    );
    await page.goto('/');
    await logInAs(page, who.email, who.name);
    let dialog = await openOwnProfile(page, who.name);
    await expect(dialog.getByRole('button', { name: '회원 정보' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '작성한 글' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '작성한 댓글' })).toBeVisible();

    // Phone
    let fieldRow = await edit(dialog, 'number');
    await fieldRow.getByLabel('연락처').fill('010-12');
    await fieldRow.getByRole('button', { name: '저장' }).click();
    await expectMessage(fieldRow, '연락처를 입력해주세요.', false);
    await fieldRow.getByLabel('연락처').fill('01098765432');
    await expect(fieldRow.getByLabel('연락처')).toHaveValue('010-9876-5432');
    await fieldRow.getByRole('button', { name: '저장' }).click();
    await expectMessage(fieldRow, '연락처가 변경되었습니다.', true);
    await expect(fieldRow).toContainText('010-9876-5432');
    await expect(fieldRow.getByLabel('연락처')).toHaveCount(0);

    // University and department
    fieldRow = await edit(dialog, 'university');
    await fieldRow.getByLabel('학교').fill('나눔대학교');
    await fieldRow.getByLabel('학과').fill('   ');
    await fieldRow.getByRole('button', { name: '저장' }).click();
    await expectMessage(fieldRow, '학교 / 학과를 입력해주세요.', false);
    await fieldRow.getByLabel('학과').fill('사회복지학과');
    await fieldRow.getByRole('button', { name: '저장' }).click();
    await expectMessage(fieldRow, '학교 / 학과가 변경되었습니다.', true);
    await expect(fieldRow).toContainText('나눔대학교 / 사회복지학과');

    // MBTI
    fieldRow = await edit(dialog, 'mbti');
    await fieldRow.getByLabel('MBTI').selectOption({ label: '선택해주세요' });
    await fieldRow.getByRole('button', { name: '저장' }).click();
    await expectMessage(fieldRow, 'MBTI를 선택해주세요.', false);
    await fieldRow.getByLabel('MBTI').selectOption({ label: 'ENFP' });
    await fieldRow.getByRole('button', { name: '저장' }).click();
    await expectMessage(fieldRow, 'MBTI가 변경되었습니다.', true);
    await expect(fieldRow).toContainText('ENFP');

    // Address: the postcode search (its script served here by the test), then the detail prompt.
    fieldRow = await edit(dialog, 'address');
    page.once('dialog', (prompt) => {
      expect(prompt.message()).toBe('상세 주소를 입력해주세요.');
      void prompt.accept('3층 나눔센터');
    });
    await fieldRow.getByRole('button', { name: '우편번호 검색' }).click();
    await expectMessage(fieldRow, '주소가 변경되었습니다.', true);
    await expect(fieldRow).toContainText('(03154) 서울 종로구 세종대로 175, 3층 나눔센터');

    // Image: a text file named .png is refused by its content; a real PNG is taken.
    fieldRow = await edit(dialog, 'image');
    await fieldRow.getByLabel(/이미지 파일/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('이것은 사진이 아닙니다') });
    await fieldRow.getByRole('button', { name: '올리기' }).click();
    await expectMessage(fieldRow, '업로드 가능한 이미지 파일이 아닙니다.', false);
    await fieldRow.getByLabel(/이미지 파일/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await fieldRow.getByRole('button', { name: '올리기' }).click();
    await expectMessage(fieldRow, '프로필 이미지가 변경되었습니다.', true);
    await expect(dialog.getByRole('img', { name: `${who.name}님의 프로필 이미지` })).toHaveAttribute('src', /\/api\/files\/profile\/[a-f0-9]{32}\.webp/);
    await expect(page.getByRole('banner').getByRole('button', { name: `${who.name}님 계정 메뉴` }).locator('img')).toHaveAttribute('src', /\/api\/files\/profile\//);

    // Password: the pattern, then the current password, then a change (and back).
    fieldRow = await edit(dialog, 'password');
    const setPasswords = async (current: string, next: string, repeat = next) => {
      await fieldRow.getByLabel('현재 비밀번호').fill(current);
      await fieldRow.getByLabel('새 비밀번호', { exact: true }).fill(next);
      await fieldRow.getByLabel('새 비밀번호 확인').fill(repeat);
      await fieldRow.getByRole('button', { name: '저장' }).click();
    };
    await expect(fieldRow).toContainText('문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)');
    await setPasswords(DEMO_PASSWORD, 'Nanum#2027', 'Nanum#2028');
    await expectMessage(fieldRow, '한번 더 입력란을 확인해주세요.', false);
    await setPasswords('Wrong#2027', 'Nanum#2027');
    await expectMessage(fieldRow, '현재 비밀번호가 일치하지 않습니다.', false);
    await setPasswords(DEMO_PASSWORD, 'Nanum#2027');
    await expectMessage(fieldRow, '비밀번호가 변경되었습니다.', true);
    await edit(dialog, 'password');
    await setPasswords('Nanum#2027', DEMO_PASSWORD);
    await expectMessage(fieldRow, '비밀번호가 변경되었습니다.', true);

    await edit(dialog, 'number');
    await expect(row(dialog, 'number').getByLabel('연락처')).toBeVisible();
    await expectSettled(dialog);
    await saveScreenshot(page, testInfo, 'profile-modal', { fullPage: false });

    // Closing resets every toggle (and the messages).
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    dialog = await openOwnProfile(page, who.name);
    await expect(row(dialog, 'number').getByLabel('연락처')).toHaveCount(0);
    await expect(row(dialog, 'number').getByRole('button', { name: /^변경/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(row(dialog, 'number')).toContainText('010-9876-5432');

    // Still logged in after the password changes (this session was renewed), and the data stayed.
    await page.reload();
    dialog = await openOwnProfile(page, who.name);
    await expect(row(dialog, 'mbti')).toContainText('ENFP');
    await expect(row(dialog, 'address')).toContainText('세종대로 175');
  });

  test('the postcode search that cannot load says so in red', async ({ page }, testInfo) => {
    const who = testInfo.project.name === 'desktop' ? { email: 'sua.lim@nanum.example', name: '임수아' } : { email: 'hyunwoo.kwon@nanum.example', name: '권현우' };
    await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
    await page.goto('/');
    await logInAs(page, who.email, who.name);
    const dialog = await openOwnProfile(page, who.name);
    const fieldRow = await edit(dialog, 'address');
    await fieldRow.getByRole('button', { name: '우편번호 검색' }).click();
    await expectMessage(fieldRow, '현재 Daum 우편번호 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.', false);
  });

  test('offers to link each social provider the site has, from one’s own profile', async ({ page }, testInfo) => {
    const who = testInfo.project.name === 'desktop' ? { email: 'chaewon.hong@nanum.example', name: '홍채원' } : { email: 'taeyang.nam@nanum.example', name: '남태양' };
    await page.route('**/api/user/login/providers', (route) => route.fulfill({ json: { status: 200, data: ['kakao', 'naver'] } }));
    await page.goto('/');
    await logInAs(page, who.email, who.name);
    const dialog = await openOwnProfile(page, who.name);
    const social = row(dialog, 'social');
    await expect(social).toContainText('카카오 연결 안 됨');
    await expect(social).toContainText('네이버 연결 안 됨');
    await expect(social.getByRole('link', { name: '연결 카카오' })).toHaveAttribute('href', '/api/user/login/kakao?returnTo=%2F');
  });
});
