// `npm run screenshots`: refreshes the README's screenshots in docs/screenshots from the browser
// tests' latest run (test-results/screenshots, written by `npm test` or `npm run test:e2e`).
// Only the images README.md and docs/*.md link are copied, each re-encoded as a palette PNG and
// at most MAX_WIDTH pixels wide; the command fails when one is missing or the set passes 3 MB.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CURATED_BUDGET_BYTES, CURATED_DIR, TEST_SCREENSHOT_DIR, curatedScreenshots } from './curated';

const MAX_WIDTH = 1280;

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  const names = curatedScreenshots(root);
  const missing = names.filter((name) => !fs.existsSync(path.join(root, TEST_SCREENSHOT_DIR, name)));
  if (missing.length > 0) {
    console.error(`not in ${TEST_SCREENSHOT_DIR} (run the browser tests first): ${missing.join(', ')}`);
    process.exit(1);
  }

  let total = 0;
  for (const name of names) {
    const target = path.join(root, CURATED_DIR, name);
    await sharp(path.join(root, TEST_SCREENSHOT_DIR, name))
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
      .toFile(target);
    const size = fs.statSync(target).size;
    total += size;
    console.log(`${name}  ${(size / 1024).toFixed(0)} KiB`);
  }
  const unlinked = fs.readdirSync(path.join(root, CURATED_DIR)).filter((name) => !names.includes(name));
  if (unlinked.length > 0) console.log(`not linked by the docs (git rm them): ${unlinked.join(', ')}`);
  console.log(`${names.length} screenshots, ${(total / 1e6).toFixed(2)} MB of ${CURATED_BUDGET_BYTES / 1e6} MB`);
  if (total > CURATED_BUDGET_BYTES) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
