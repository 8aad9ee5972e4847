import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/chromium';
import { POPUP_HIDDEN_STATE } from './e2e/popupState';

/**
 * Browser tests drive Debian's Chromium (e2e/chromium.ts). scripts/e2e.mjs starts the server and
 * sets BASE_URL; run `npm run test:e2e`.
 */
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Specs that change what every page shows every browser (a newly published pop-up covers the page,
 * and hides are per pop-up): they run one at a time (workers: 1), after the desktop and mobile projects.
 */
const EXCLUSIVE = /(adminPopup|operatorWeek)\.spec\.ts/;

/**
 * The page cache's spec runs last, alone, at 1280 px: any write of a test in parallel empties the
 * cache (a stored page is only served until the next write), so a hit could not be counted on.
 */
const LAST = /pageCache\.spec\.ts/;

/**
 * The MySQL/MariaDB run (scripts/e2e.mjs sets NANUM_DIALECT=mysql after the SQLite run passed).
 * The whole suite runs on SQLite at both widths; the API tests run on both dialects. On MySQL the
 * browser suite runs, at 1280 px only (no query depends on the viewport), the journeys whose SQL
 * differs by dialect or that write through the whole stack:
 * - sign-up, find, password reset, login, logout and a session that survives a reload: email
 *   comparison (utf8mb4 collations), the unique address a sign-up claims, the session table's
 *   upsert and expiry dates (account, auth);
 * - posts with images, files and a survey, comments, recommendations, the live alarm, marking read
 *   and deleting alarms (0/1 flags, counts that mysql2 answers as text) (boards, alarms);
 * - profile edits and password changes (session_version + 1 in SQL) (profile);
 * - the admin area: dashboard figures, members and their search (LIKE ... ESCAPE), partners'
 *   order, a broadcast (INSERT ... SELECT), reports and their threshold, the deleted list
 *   (substr) and a restore (adminLayout, admin, adminDeleted);
 * - the youth programme: teams, managed members and their search, enrolment, the participation
 *   lifecycle with its dates, approvals, certificates, corrections and revocations (youthAdmin,
 *   youthLifecycle) and QR attendance's check-in, check-out and correction times (attendance);
 * - pop-ups: the active window and a hide for a week (an upsert with an expiry), and an operator
 *   publishing one (sitePopup, adminPopup);
 * - 통합검색: the full-text index (FTS5 on SQLite, InnoDB FULLTEXT on MariaDB) behind the header's search (search).
 * - app push: the outbox rows a comment writes, claimed under a lease by the worker (push).
 * - giving: a one-time gift moved pending -> paid once however the webhook and the browser race, a
 *   tampered amount refused, the year's sums behind the goal bar and the yearly summary, a monthly
 *   pledge activated, claimed for its charge and cancelled, and an operator's search and refund
 *   (donate, donateAdmin).
 * Left to the SQLite run: pages that only read what the demo seed wrote, accessibility scans,
 * layout, navigation, the page cache and client behaviours (sitePages, boardsA11y, home,
 * siteFooter, siteNavigation, appBehaviours, pageCache, server), the live badge alarmsLive
 * shares with boards, adminContent's plain updates of settings and content pages, and youth.spec,
 * whose campaign, selection, approval and certificate youthAdmin and youthLifecycle repeat.
 */
const MYSQL_JOURNEYS = [
  /account\.spec\.ts/,
  /auth\.spec\.ts/,
  /boards\.spec\.ts/,
  /alarms\.spec\.ts/,
  /profile\.spec\.ts/,
  /adminLayout\.spec\.ts/,
  /admin\.spec\.ts/,
  /adminDeleted\.spec\.ts/,
  /youthAdmin\.spec\.ts/,
  /youthLifecycle\.spec\.ts/,
  /attendance\.spec\.ts/,
  // The waitlist takes turns on a locked campaign row: SELECT ... FOR UPDATE on MySQL.
  /youthCampaignPage\.spec\.ts/,
  /sitePopup\.spec\.ts/,
  /search\.spec\.ts/,
  /push\.spec\.ts/,
  /donate\.spec\.ts/,
  /donateAdmin\.spec\.ts/,
];
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const projects =
  process.env.NANUM_DIALECT === 'mysql'
    ? [
        { name: 'desktop', testMatch: MYSQL_JOURNEYS, use: DESKTOP },
        { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['desktop'], workers: 1, use: DESKTOP },
      ]
    : [
        { name: 'desktop', testIgnore: [EXCLUSIVE, LAST], use: DESKTOP },
        // Server checks (server.spec.ts) run once, not per viewport; so do the admin flows (admin*.spec.ts, youthAdmin.spec.ts, youthLifecycle.spec.ts, attendance.spec.ts), which change shared demo data.
        { name: 'mobile', testIgnore: [/server\.spec\.ts/, /admin\.spec\.ts/, /adminContent\.spec\.ts/, /adminDeleted\.spec\.ts/, /youthAdmin\.spec\.ts/, /youthLifecycle\.spec\.ts/, /attendance\.spec\.ts/, EXCLUSIVE, LAST], use: MOBILE },
        // One file at a time: each publishes a pop-up that would show over the other's pages.
        { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['desktop', 'mobile'], workers: 1, use: DESKTOP },
        { name: 'last', testMatch: LAST, dependencies: ['exclusive'], use: DESKTOP },
      ];

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
  // Likewise for one expectation: a step that loads code on demand (the footer's carousel) or
  // waits on the server's calls to the payment stand-in took over 5 s (the default) in a full CI
  // run; what is expected is unchanged, only how long the page may take to show it.
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: CHROMIUM,
    // Starts every test with the demo pop-up hidden (e2e/popupState.ts).
    storageState: POPUP_HIDDEN_STATE,
  },
  projects,
});
