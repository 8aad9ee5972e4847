import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { saveScreenshot } from './screenshot';
import { expectSettled } from './siteHelpers';
import { SIGN_UP_PASSWORD, signUp } from './signUp';

const NAME = '최탈퇴';
const PASSWORD = SIGN_UP_PASSWORD;

/** A new member, logged in in this page's browser (e2e/signUp.ts). */
async function joinedMember(page: Page, project: string): Promise<string> {
  const email = `leave-${project}-${Date.now().toString(36)}@nanum.example`;
  await signUp(page, email, NAME);
  return email;
}

async function openAccountSection(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: `${NAME}님 계정 메뉴` }).click();
  await page.getByRole('banner').getByRole('button', { name: '내 프로필' }).click();
  const dialog = page.getByRole('dialog', { name: '내 프로필' });
  await dialog.getByRole('button', { name: '계정 관리' }).click();
  await expect(dialog.getByRole('region', { name: '회원 탈퇴' })).toBeVisible();
  // The section slides open: its buttons are clicked once it stands still, as a reader would. Once,
  // in a busy full run at phone width, 내 정보 내려받기 was left focused with no download and no
  // message, as when a press and its release land on different places of a moving section.
  await expectSettled(dialog);
  return dialog;
}

test('a member downloads their data as a ZIP, withdraws, and can no longer log in', async ({ page }, testInfo) => {
  test.slow();
  const email = await joinedMember(page, testInfo.project.name);
  await page.goto('/');
  const dialog = await openAccountSection(page);

  // 내 정보 내려받기: a ZIP whose files hold this member's profile, with CSV for Excel.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '내 정보 내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^nanum-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'posts.csv', 'comments.json', 'alarms.csv', 'participations.json']));
  const profile = JSON.parse(Buffer.from(files['profile.json'] as Uint8Array).toString('utf8')) as { profile: Record<string, unknown> };
  expect(profile.profile).toMatchObject({ email, name: NAME, number: '010-5555-1234', birthday: '2007-09-02' });
  expect(Buffer.from(files['posts.csv'] as Uint8Array).toString('utf8').startsWith('\uFEFF번호,게시판,제목')).toBe(true);

  // 회원 탈퇴: the choice first, then the password, by keyboard; the dialog restates the choice.
  const section = dialog.getByRole('region', { name: '회원 탈퇴' });
  await section.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(section.getByRole('alert')).toHaveText('게시글과 댓글을 어떻게 할지 선택해주세요.');
  await section.getByRole('radio', { name: '게시글과 댓글을 "탈퇴한 회원" 이름으로 남깁니다.' }).focus();
  await page.keyboard.press('Space');
  await expect(section.getByRole('radio', { name: '게시글과 댓글을 "탈퇴한 회원" 이름으로 남깁니다.' })).toBeChecked();
  // The choice made, the message asking for it is gone.
  await expect(section.getByText('게시글과 댓글을 어떻게 할지 선택해주세요.')).toBeHidden();
  await section.getByLabel('비밀번호 확인').fill(PASSWORD);
  await section.getByRole('button', { name: '회원 탈퇴' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'withdrawal-section', { fullPage: false });
  await section.getByRole('button', { name: '회원 탈퇴' }).press('Enter');
  const confirm = page.getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
  await expect(confirm).toContainText('게시글과 댓글을 "탈퇴한 회원" 이름으로 남깁니다.');
  // Faded in over the profile dialog.
  await expect(page.locator('.modal.show').last()).toHaveCSS('opacity', '1');
  await saveScreenshot(page, testInfo, 'withdrawal-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();

  await expect(page.getByText('회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: '로그인', exact: true })).toBeVisible();

  // The old email and password no longer log in.
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  const login = page.getByRole('dialog', { name: '로그인' });
  await login.getByLabel('이메일', { exact: true }).fill(email);
  await login.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일 또는 비밀번호가 일치하지 않습니다.').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `${NAME}님 계정 메뉴` })).toHaveCount(0);
});
