import fs from 'node:fs';

/**
 * Debian's Chromium for the browser tests (playwright's own browser download cannot work here),
 * or CHROME_PATH. Debian's headless build of it (package chromium-headless-shell, the same
 * Chromium without the desktop browser around it, what Playwright itself runs for headless tests)
 * when installed: a new browser context took 0.26-0.31 CPU-s instead of 0.70-0.91, and a board
 * list loaded and captured 1.3 CPU-s instead of 2.7-3.1, and the suite is bound by the machine's
 * two cores. Otherwise the full browser's binary, not the /usr/bin/chromium wrapper, which adds a
 * desktop user's flags (GPU rasterization on a machine without a GPU, extension options).
 */
const DEBIAN_BINARIES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium'];

export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH || (DEBIAN_BINARIES.find((file) => fs.existsSync(file)) ?? '/usr/bin/chromium'),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
