import fs from 'node:fs';

/**
 * Debian's Chromium for the browser tests (playwright's own browser download cannot work here),
 * or CHROME_PATH. The binary itself, not the /usr/bin/chromium wrapper: the wrapper adds a desktop
 * user's flags (GPU rasterization on a machine without a GPU, extension options), and without
 * them the browser took 7-10% less CPU per page load in the same run; the suite is bound by the
 * machine's two cores.
 */
const DEBIAN_BINARY = '/usr/lib/chromium/chromium';

export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH || (fs.existsSync(DEBIAN_BINARY) ? DEBIAN_BINARY : '/usr/bin/chromium'),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
