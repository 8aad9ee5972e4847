import fs from 'node:fs';
import path from 'node:path';

/**
 * The README's screenshots: docs/screenshots holds exactly the images README.md and docs/*.md link,
 * under 3 MB in all. The browser tests write every screenshot they take to test-results/screenshots
 * (ignored); `npm run screenshots` copies the linked ones from there (scripts/screenshots/refresh.ts).
 */
export const CURATED_DIR = 'docs/screenshots';
export const TEST_SCREENSHOT_DIR = 'test-results/screenshots';
export const CURATED_BUDGET_BYTES = 3_000_000;

/** File names (`home-desktop.png`) of the screenshots a Markdown text links, in order, once each. */
export function linkedScreenshots(markdown: string): string[] {
  const names = [...markdown.matchAll(/docs\/screenshots\/([\w.-]+\.png)/g)].map((match) => match[1] as string);
  return [...new Set(names)];
}

/** The screenshots README.md and docs/*.md link, read from the repository at `root`. */
export function curatedScreenshots(root: string): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, 'docs', name));
  const texts = [path.join(root, 'README.md'), ...docs].map((file) => fs.readFileSync(file, 'utf8'));
  return [...new Set(texts.flatMap(linkedScreenshots))];
}
