import { chromium, expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { siteDateTimeInput } from '@nanum/shared/timeZone';
import { formatHours } from '@nanum/shared/youthRules';
import { CHROMIUM } from './chromium';
import { DEMO_PASSWORD } from './login';
import { POPUP_HIDDEN_STATE } from './popupState';
import { writeQrVideo } from './qrVideo';
import { saveScreenshot } from './screenshot';
import { signUp } from './signUp';
import { expectAccessible, expectSettled, watchErrors } from './siteHelpers';

/**
 * QR attendance at the event (issue 27), with two browsers: the operator's screen in the admin area
 * shows the campaign's rotating QR; the member's phone is a second Chromium whose fake camera plays
 * a video of that very QR (read from the operator's page, drawn with qrcode and written as Y4M
 * frames). The scan checks the member in and the operator's roster follows live; the operator
 * corrects the check-in time with a reason; a second scan of the (new) code checks the member out
 * and records the minutes from the server's times. The operator's phone (a third Chromium, with its
 * own fake camera) then reads a second member's own QR and checks them in. Desktop project only (it changes data); the
 * screens are pictured at 1280 and 375 px.
 */
const OPERATOR = 'operator@nanum.example';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** A date `days` from today in Korea, YYYY-MM-DD. */
const koreanDate = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

/** Pictures the page at 1280 and 375 px wide, with `focus` scrolled into view, then returns to `back`. */
async function pictureBoth(page: Page, testInfo: TestInfo, name: string, focus: Locator, back = DESKTOP): Promise<void> {
  for (const [viewport, width] of [[DESKTOP, 1280], [PHONE, 375]] as const) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, `${name}-${width}`, { fullPage: false });
  }
  await page.setViewportSize(back);
}

/** A Chromium of its own whose camera plays `video` (a Y4M file, read again each time the camera starts). */
const withCamera = (video: string): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: [...CHROMIUM.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });

/** The campaign's QR text as the operator's screen shows it now. */
async function shownToken(operator: Page, campaignId: number): Promise<string> {
  const figure = operator.locator(`figure[data-token^="NA1.C.${campaignId}."]`);
  await expect(figure.getByRole('img', { name: /출석 QR 코드$/ })).toBeVisible();
  return (await figure.getAttribute('data-token')) ?? '';
}

test('a member checks in and out by scanning the operator’s rotating QR with the phone camera; the operator’s camera reads another member’s own QR; the roster follows live', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const campaignName = `E2E 출석 ${tag}`;
  const member = { email: `attend-${tag}@nanum.example`, name: '정하람' };
  const second = { email: `attend2-${tag}@nanum.example`, name: '윤서진' };
  const video = testInfo.outputPath('camera.y4m');
  const operatorVideo = testInfo.outputPath('operator-camera.y4m');
  writeQrVideo(video, 'NANUM');
  writeQrVideo(operatorVideo, 'NANUM');

  // The member's phone and the operator's phone: each its own Chromium with a fake camera playing its video.
  const phone = await withCamera(video);
  const operatorPhone = await withCamera(operatorVideo);
  try {
    const memberContext = await phone.newContext({ baseURL, viewport: PHONE, locale: 'ko-KR', timezoneId: 'Asia/Seoul', storageState: POPUP_HIDDEN_STATE });
    const memberPage = await memberContext.newPage();
    const memberErrors = watchErrors(memberPage);
    await memberPage.goto('/');
    const memberId = await signUp(memberPage, member.email, member.name);
    // A second member, who shows their own QR to the operator's camera.
    const secondContext = await browser.newContext({ baseURL, viewport: PHONE, locale: 'ko-KR', timezoneId: 'Asia/Seoul', storageState: POPUP_HIDDEN_STATE });
    const secondPage = await secondContext.newPage();
    await secondPage.goto('/');
    const secondId = await signUp(secondPage, second.email, second.name);

    // The admin makes them a youth champ member; the operator opens a campaign today, and selects them once they apply.
    const admin = await browser.newContext({ baseURL });
    expect((await admin.request.post('/api/user/login', { data: { passid: 'admin@nanum.example', password: DEMO_PASSWORD } })).status()).toBe(200);
    expect((await admin.request.put('/api/admin/user', { data: { id: memberId, type: 2, rank: 2, cardinal: 1 } })).status()).toBe(200);
    expect((await admin.request.put('/api/admin/user', { data: { id: secondId, type: 3 } })).status()).toBe(200);
    await admin.close();
    const operatorContext = await operatorPhone.newContext({ baseURL, viewport: DESKTOP, locale: 'ko-KR', timezoneId: 'Asia/Seoul', storageState: POPUP_HIDDEN_STATE });
    const operator = await operatorContext.newPage();
    const operatorErrors = watchErrors(operator);
    expect((await operator.request.post('/api/user/login', { data: { passid: OPERATOR, password: DEMO_PASSWORD } })).status()).toBe(200);
    const created = await operator.request.post('/api/youth/campaigns', {
      data: { name: campaignName, description: '복지관 어르신께 도시락을 전해 드립니다.', place: '서울특별시 성북구 나눔복지관', startDate: koreanDate(0), endDate: koreanDate(0), hours: 3, capacity: null },
    });
    expect(created.status()).toBe(200);
    const campaignId = (await created.json()).data.id as number;
    for (const page of [memberPage, secondPage]) expect((await page.request.post(`/api/youth/campaigns/${campaignId}/apply`)).status()).toBe(200);
    const detail = (await (await operator.request.get(`/api/youth/campaigns/${campaignId}`)).json()).data as { participations: { id: number; userId: number }[] };
    const participationId = detail.participations.find((entry) => entry.userId === memberId)?.id;
    for (const entry of detail.participations) expect((await operator.request.put(`/api/youth/participations/${entry.id}`, { data: { action: 'select' } })).status()).toBe(200);

    // 1. The operator's screen: the campaign's QR, its 6-digit code, and the member waiting.
    await operator.goto(`/admin/page?section=attendance&campaign=${campaignId}`);
    const roster = operator.getByRole('region', { name: `${campaignName} 출석 현황` });
    const row = roster.getByRole('row', { name: new RegExp(member.name) });
    await expect(row.getByText('입실 전')).toBeVisible();
    await expect(operator.getByLabel(/^6자리 출석 코드 \d \d \d \d \d \d$/)).toBeVisible();
    await pictureBoth(operator, testInfo, 'attendance-operator', operator.getByRole('heading', { name: '출석 QR 코드' }));
    await expectAccessible(operator);

    // 2. The member scans it: checked in, and the operator's roster says so without a reload.
    await memberPage.goto('/youth/attendance');
    await expect(memberPage.getByRole('heading', { name: campaignName })).toBeVisible();
    writeQrVideo(video, await shownToken(operator, campaignId));
    await memberPage.getByRole('button', { name: '카메라로 QR 스캔하기' }).click();
    await expect(memberPage.getByText('입실했습니다. 활동을 마치면 다시 스캔해 퇴실해주세요.')).toBeVisible({ timeout: 20_000 });
    await expect(row.getByText('활동 중')).toBeVisible();
    const item = memberPage.getByRole('listitem').filter({ hasText: campaignName });
    await expect(item.getByText('활동 중')).toBeVisible();
    await pictureBoth(memberPage, testInfo, 'attendance-member-in', memberPage.getByRole('heading', { name: 'QR 출석 체크' }), PHONE);
    await expectAccessible(memberPage);

    // The member's own QR, for an operator's camera, renews itself on the phone.
    await item.getByRole('button', { name: '내 QR 보여주기' }).click();
    const own = memberPage.getByRole('dialog', { name: '내 출석 QR' });
    await expect(own.locator(`figure[data-token^="NA1.P.${participationId}."]`).getByRole('img')).toBeVisible();
    await saveScreenshot(memberPage, testInfo, 'attendance-member-own-qr-375', { fullPage: false });
    await own.getByRole('button', { name: '닫기' }).last().click();
    await expect(own).toBeHidden();

    // 3. The operator corrects the check-in to 90 minutes ago, with a reason; the member sees it live.
    // Ninety minutes back, or as far back as the activity's day allows in the first ninety minutes
    // after midnight in Korea (a record stays on its campaign's day).
    const sinceMidnight = Math.floor(((Date.now() + 9 * 60 * 60_000) % (24 * 60 * 60_000)) / 60_000);
    const back = Math.max(0, Math.min(90, sinceMidnight - 1));
    const checkIn = siteDateTimeInput(new Date(Date.now() - back * 60_000));
    // What the check-out records: the minutes since that check-in, while the steps between take up to two more.
    const served = (between: string) => `(${[back, back + 1, back + 2].map((minutes) => `${formatHours(minutes)}${between}\\(${minutes}분\\)`).join('|')})`;
    await row.getByRole('button', { name: `${member.name} 출석 기록 정정` }).click();
    const dialog = operator.getByRole('dialog', { name: '출석 기록 정정' });
    // Checked once it has faded in (mid-fade, its text measures as low contrast).
    await expectSettled(dialog);
    await expectAccessible(operator);
    await dialog.getByLabel('입실 시각').fill(checkIn);
    await dialog.getByLabel('정정 사유').fill('현장 등록 지연으로 입실 시각 정정');
    await dialog.getByRole('button', { name: '정정하기' }).click();
    await expect(operator.getByText('출석 기록을 정정했습니다.')).toBeVisible();
    await expect(row.getByText('(정정됨)')).toBeVisible();
    await expect(item.getByText(/사유: 현장 등록 지연으로 입실 시각 정정/)).toBeVisible();
    await expect(item.getByText(`${checkIn.replace('T', ' ')}`)).toBeVisible();

    // 4. The member scans the code shown now (it has rotated): checked out, with the minutes since the corrected check-in.
    writeQrVideo(video, await shownToken(operator, campaignId));
    await memberPage.getByRole('button', { name: '카메라로 QR 스캔하기' }).click();
    await expect(memberPage.getByText(new RegExp(`^퇴실했습니다\\. 활동 시간 ${served('')}이 기록되었습니다\\.$`))).toBeVisible({ timeout: 20_000 });
    await expect(row.getByText('퇴실', { exact: true })).toBeVisible();
    await expect(row.getByText(new RegExp(served(' ')))).toBeVisible();
    await expect(item.getByText(new RegExp(served(' ')))).toBeVisible();
    await expect(item.getByRole('button', { name: '내 QR 보여주기' })).toHaveCount(0);
    await pictureBoth(memberPage, testInfo, 'attendance-member-out', item, PHONE);
    await pictureBoth(operator, testInfo, 'attendance-operator-out', row);

    // 5. The second member shows their own QR; the operator's camera reads it and checks them in, on both screens at once.
    await secondPage.goto('/youth/attendance');
    const secondItem = secondPage.getByRole('listitem').filter({ hasText: campaignName });
    await secondItem.getByRole('button', { name: '내 QR 보여주기' }).click();
    const ownFigure = secondPage.getByRole('dialog', { name: '내 출석 QR' }).locator('figure[data-token^="NA1.P."]');
    await expect(ownFigure.getByRole('img')).toBeVisible();
    writeQrVideo(operatorVideo, (await ownFigure.getAttribute('data-token')) ?? '');
    await operator.getByRole('button', { name: '참여자 QR 스캔하기' }).click();
    await expect(operator.getByText(`${second.name}: 입실했습니다. 활동을 마치면 다시 스캔해 퇴실해주세요.`)).toBeVisible({ timeout: 20_000 });
    await expect(roster.getByRole('row', { name: new RegExp(second.name) }).getByText('활동 중')).toBeVisible();
    await expect(secondPage.getByRole('dialog', { name: '내 출석 QR' })).toBeHidden();
    await expect(secondItem.getByText('활동 중')).toBeVisible();
    await secondContext.close();

    // A third scan changes nothing: the record is closed.
    writeQrVideo(video, await shownToken(operator, campaignId));
    await memberPage.getByRole('button', { name: '카메라로 QR 스캔하기' }).click();
    await expect(memberPage.getByText('이미 퇴실 처리되었습니다. 시간 정정은 운영진에게 요청해주세요.')).toBeVisible({ timeout: 20_000 });

    expect(memberErrors.filter((text) => !text.includes('409'))).toEqual([]);
    expect(operatorErrors).toEqual([]);
    await operatorContext.close();
  } finally {
    await phone.close();
    await operatorPhone.close();
  }
});
