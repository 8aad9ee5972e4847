import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot';
import { signUp } from './signUp';

/**
 * The Daum (Kakao) postcode search as the real one works, across origins: its script (from
 * t1.daumcdn.net) opens the search in a popup on the provider's own origin, listens for the
 * popup's postMessage, and watches `popup.closed` to tell a close from a pick; the popup page sends
 * the picked address to `window.opener` and closes itself. Here a page on a second loopback origin
 * (a tiny server on another port) plays the popup, and the script served for t1.daumcdn.net plays
 * the loader, so the page's real headers decide: with `Cross-Origin-Opener-Policy: same-origin`
 * the popup has no opener and the site sees it closed at once, and no address ever arrives.
 */
const ADDRESS = { zonecode: '03154', roadAddress: '서울 종로구 세종대로 175', jibunAddress: '서울 종로구 세종로 1-68', buildingName: '세종문화회관' };

/** The provider's search page: one result, sent to the opener the way Daum's popup sends it. */
const popupPage = (siteOrigin: string) => `<!doctype html><html lang="ko"><meta charset="utf-8"><title>우편번호 검색</title>
<body><h1>우편번호 검색</h1><p id="state"></p><button type="button" id="pick">${ADDRESS.roadAddress}</button>
<script>
document.getElementById('pick').addEventListener('click', function () {
  if (!window.opener) { document.getElementById('state').textContent = '주소를 보낼 창이 없습니다 (opener 없음)'; return; }
  window.opener.postMessage(JSON.stringify({ type: 'oncomplete', data: ${JSON.stringify(ADDRESS)} }), ${JSON.stringify(siteOrigin)});
  window.close();
});
</script></body></html>`;

/** The loader (postcode.v2.js's part): open the popup, take its message, watch it close. */
const loaderScript = (popupOrigin: string) => `window.daum = { Postcode: function (options) {
  this.open = function () {
    var popup = window.open(${JSON.stringify(`${popupOrigin}/search`)}, 'daum_postcode', 'width=500,height=600');
    var picked = false;
    function onMessage(event) {
      if (event.origin !== ${JSON.stringify(popupOrigin)}) return;
      var message = JSON.parse(event.data);
      if (message.type === 'oncomplete') { picked = true; options.oncomplete(message.data); }
    }
    window.addEventListener('message', onMessage);
    var watch = setInterval(function () {
      if (popup && !popup.closed) return;
      clearInterval(watch);
      window.removeEventListener('message', onMessage);
      if (options.onclose) options.onclose(picked ? 'COMPLETE_CLOSE' : 'FORCE_CLOSE');
    }, 100);
  };
} };`;

async function startProvider(siteOrigin: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(popupPage(siteOrigin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function openAddressEditor(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: `${name}님 계정 메뉴` }).click();
  await page.getByRole('banner').getByRole('button', { name: '내 프로필' }).click();
  const dialog = page.getByRole('dialog', { name: '내 프로필' });
  const row = dialog.locator('[data-field="address"]');
  await row.getByRole('button', { name: /^변경/ }).click();
  return row;
}

test('picks an address in the Daum search popup on the provider’s origin and saves it', async ({ page, baseURL }, testInfo) => {
  const siteOrigin = new URL(baseURL as string).origin;
  const provider = await startProvider(siteOrigin);
  try {
    await page.route('https://t1.daumcdn.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: loaderScript(provider.origin) }));
    await page.goto('/');
    const name = '주소찾기';
    await signUp(page, `postcode-${testInfo.project.name}-${Date.now().toString(36)}@nanum.example`, name);
    await page.reload();
    const row = await openAddressEditor(page, name);

    const popupOpened = page.context().waitForEvent('page');
    await row.getByRole('button', { name: '우편번호 검색' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(provider.origin);
    page.once('dialog', (dialog) => void dialog.accept('101호'));
    const closed = popup.waitForEvent('close');
    // The provider's window closes itself as the address is picked, at times before the click's
    // own end reaches the test ("Target page ... has been closed"); only then is that error expected.
    await popup
      .getByRole('button', { name: ADDRESS.roadAddress })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;

    await expect(row.getByRole('status')).toHaveText('주소가 변경되었습니다.');
    await expect(row).toContainText(`(${ADDRESS.zonecode}) ${ADDRESS.roadAddress}, 101호`);
    await saveScreenshot(page, testInfo, 'postcode-picked', { fullPage: false });
  } finally {
    await provider.close();
  }
});
