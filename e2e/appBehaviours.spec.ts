import { expect, test } from '@playwright/test';
import { footerLink, logInAs } from './siteHelpers';

declare global {
  interface Window {
    __bridgeMessages: string[];
  }
}

test('a fake mobile webview bridge receives the fcm-token message on each render, with the member once logged in', async ({ page }) => {
  await page.addInitScript(() => {
    window.__bridgeMessages = [];
    (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
      postMessage: (message: string) => window.__bridgeMessages.push(message),
    };
  });
  const messages = () => page.evaluate(() => window.__bridgeMessages.map((m) => JSON.parse(m) as { action: string; userId: number | null }));

  await page.goto('/');
  await expect.poll(async () => (await messages()).length).toBeGreaterThan(0);
  expect((await messages())[0]).toEqual({ action: 'fcm-token', userId: null });

  const before = (await messages()).length;
  await (await footerLink(page, '이용약관')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect.poll(async () => (await messages()).length).toBeGreaterThan(before);

  const id = await logInAs(page, 'member@nanum.example');
  await page.reload();
  await expect.poll(async () => (await messages()).at(-1)).toEqual({ action: 'fcm-token', userId: id });
});

test('the progress bar runs while a route loads and finishes when it completes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The bar comes with the app's effects, loaded just after hydration (docs/BUNDLES.md): their
  // first render posts to a webview bridge, so a fake bridge tells when they run.
  await page.addInitScript(() => {
    window.__bridgeMessages = [];
    (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
      postMessage: (message: string) => window.__bridgeMessages.push(message),
    };
  });
  await page.goto('/information');
  await expect.poll(() => page.evaluate(() => window.__bridgeMessages.length)).toBeGreaterThan(0);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/data/**/history.json*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: '협회소개 메뉴' }).getByRole('link', { name: '걸어온 길' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('걸어온 길');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('modal leftovers on the body are cleaned up when a route completes', async ({ page }) => {
  await page.goto('/information');
  await page.evaluate(() => {
    document.body.classList.add('modal-open');
    document.body.style.paddingRight = '15px';
    document.body.style.overflow = 'hidden';
  });
  await (await footerLink(page, '개인정보처리방침')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보처리방침');
  await expect.poll(() => page.evaluate(() => [document.body.className, document.body.style.paddingRight, document.body.style.overflow])).toEqual(['', '', '']);
  // The page scrolls again under the reader's wheel (over the text; turned again until it moves,
  // since a busy page may let the first turn pass before it can scroll).
  await page.mouse.move(400, 400);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
});

test('scroll buttons take the reader to the bottom and back to the top', async ({ page }) => {
  await page.goto('/privacy.html');
  // The footer's details arrive after the page; the bottom is where it ends once they are there.
  await expect(page.getByRole('contentinfo')).toContainText('사업자등록번호');
  await expect(page.locator('.partner-carousel')).toBeVisible();
  const up = page.getByRole('button', { name: '맨 위로' });
  const down = page.getByRole('button', { name: '맨 아래로' });
  // At the top only the way down is offered; nothing more covers the page.
  await expect(down).toBeVisible();
  await expect(up).toHaveCount(0);
  await down.click();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2)).toBe(true);
  // At the bottom only the way up is left, and the focus has moved to it from the button that went.
  await expect(down).toHaveCount(0);
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(up).toHaveCount(0);
  await expect(down).toBeFocused();
});

test('the way to the bottom follows the page when more of it arrives on the way', async ({ page }) => {
  await page.goto('/privacy.html');
  await expect(page.getByRole('contentinfo')).toContainText('사업자등록번호');
  const down = page.getByRole('button', { name: '맨 아래로' });
  await down.click();
  // Content that loads below while the page moves (an image, a late part of the footer).
  await page.evaluate(() => {
    const late = document.createElement('div');
    late.style.height = '1500px';
    late.dataset.late = 'true';
    document.querySelector('footer')?.append(late);
  });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2)).toBe(true);
  await expect(down).toHaveCount(0);
});

test('on a phone the scroll buttons stay off the form pages, where they would cover the fields', async ({ page }, testInfo) => {
  const down = page.getByRole('button', { name: '맨 아래로' });
  await page.goto('/author/join');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('나눔 가족이 되어주세요');
  await expect(page.locator('#join-birthday')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('사업자등록번호');
  if (testInfo.project.name === 'mobile') {
    await expect(down).toBeHidden();
    // Every field's right end is free to tap, even at the bottom of the screen where the buttons sat.
    for (const field of await page.locator('main input:visible:not([type=checkbox]):not([type=radio])').all()) {
      await field.evaluate((node) => node.scrollIntoView({ block: 'end' }));
      const box = await field.boundingBox();
      if (box) expect(await page.evaluate(([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('aside[aria-label="화면 이동"]') ?? null, [box.x + box.width - 4, box.y + box.height / 2])).toBeNull();
    }
    // A page to read still has them.
    await page.goto('/privacy.html');
    await expect(down).toBeVisible();
  } else {
    await expect(down).toBeVisible();
  }
});

test('no analytics request leaves the site when no measurement id is configured', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    if (/googletagmanager|google-analytics/.test(req.url())) outside.push(req.url());
  });
  await page.goto('/');
  await (await footerLink(page, '이용약관')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  expect(outside).toEqual([]);
});

test("a board list loads a post's code when a post is pointed at, not while the page starts", async ({ page }) => {
  // next/link would prefetch every link in view and run the linked page's code in the browser's
  // idle time: the list's rows link to posts, whose code a phone then ran at start (docs/STARTUP.md).
  const postCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pages/community/%5Bboard%5D/%5BpostId%5D')) postCode.push(request.url());
  });
  // The socket starts once the session has answered and the browser is idle: links in view
  // would have been prefetched before it.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto('/community/notice');
  await socket;
  await page.waitForLoadState('networkidle');
  expect(postCode).toEqual([]);

  await page.getByRole('table').getByRole('link').first().hover();
  await expect.poll(() => postCode.length).toBeGreaterThan(0);
});

test('a phone starts the pages without SVG images: the logo, the menu bars, the close cross and the select arrow are drawn in the page', async ({ page }) => {
  // Each SVG image (a file or a data URL in the stylesheet) costs the browser a document of its
  // own while the page starts (docs/STARTUP.md, "Nineteenth look"). The site's own drawing is
  // checked: the stylesheet's images everywhere, and pictures outside the content (operators upload
  // the content's pictures, the demo's endorsers are SVG files).
  await page.setViewportSize({ width: 375, height: 812 });
  const svgImages = () =>
    page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement && !element.closest('main') && /\.svg\b|^data:image\/svg/.test(element.currentSrc || element.src)) found.push(`img ${element.src}`);
        for (const pseudo of [null, '::before', '::after']) {
          const image = getComputedStyle(element, pseudo).backgroundImage;
          if (/url\(/.test(image) && /svg/.test(image)) found.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`);
        }
      }
      return found;
    });
  for (const path of ['/', '/community/notice', '/terms.html']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: '메뉴 열기' }).locator('svg')).toBeVisible();
    await expect(page.getByRole('banner').locator('svg.logo-mark')).toBeVisible();
    expect(await svgImages(), path).toEqual([]);
  }
  // The list's sort select keeps an arrow, and a dialog's close button its cross.
  await page.goto('/community/notice');
  const select = page.getByRole('combobox').first();
  await expect(select).toHaveCSS('background-image', /conic-gradient/);
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  const close = page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '로그인 창 닫기' });
  await expect(close).toBeVisible();
  const cross = await close.evaluate((button) => [getComputedStyle(button, '::before'), getComputedStyle(button, '::after')].map((bar) => ({ colour: bar.backgroundColor, transform: bar.transform, width: parseFloat(bar.width) })));
  expect(cross.map((bar) => bar.colour)).toEqual(['rgb(0, 0, 0)', 'rgb(0, 0, 0)']);
  expect(cross[0]!.transform).not.toBe(cross[1]!.transform);
  for (const bar of cross) expect(bar.width).toBeGreaterThan(10);
  expect(await svgImages()).toEqual([]);
});
