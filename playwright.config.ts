import { defineConfig } from '@playwright/test';
import { POPUP_HIDDEN_STATE } from './e2e/popupState';

/**
 * Browser tests drive Debian's Chromium (playwright's own browser download cannot work here).
 * scripts/e2e.mjs starts the server and sets BASE_URL; run `npm run test:e2e`.
 */
const chromium = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Specs that change what every page shows every browser (a newly published pop-up covers the page,
 * and hides are per pop-up): they run alone, after the desktop and mobile projects.
 */
const EXCLUSIVE = /adminPopup\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties this folder at the start of every run; the screenshots (e2e/screenshot.ts)
  // sit beside it in test-results/screenshots, so a later run (the MariaDB one) keeps them.
  outputDir: 'test-results/artifacts',
  globalSetup: './e2e/globalSetup.ts',
  // A per-test limit, not a speed check (speed is measured by `npm run bench`). On the 2-core CI
  // machine the server, two Chromium workers and axe share the cores; ordinary tests took up to 28 s
  // there, so 30 s failed tests that were only waiting their turn.
  timeout: 60_000,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: chromium,
    // Starts every test with the demo pop-up hidden (e2e/popupState.ts).
    storageState: POPUP_HIDDEN_STATE,
  },
  projects: [
    { name: 'desktop', testIgnore: EXCLUSIVE, use: DESKTOP },
    // Server checks (server.spec.ts) run once, not per viewport; so do the admin flows (admin*.spec.ts, youthAdmin.spec.ts, youthLifecycle.spec.ts), which change shared demo data.
    { name: 'mobile', testIgnore: [/server\.spec\.ts/, /admin\.spec\.ts/, /adminContent\.spec\.ts/, /adminDeleted\.spec\.ts/, /youthAdmin\.spec\.ts/, /youthLifecycle\.spec\.ts/, EXCLUSIVE], use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['desktop', 'mobile'], use: DESKTOP },
  ],
});
