import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURATED_BUDGET_BYTES, CURATED_DIR, curatedScreenshots, linkedScreenshots } from './curated';

const root = path.resolve(import.meta.dirname, '../..');

describe('the README’s screenshots', () => {
  it('are the images a Markdown text links under docs/screenshots, once each', () => {
    const markdown = '![홈](docs/screenshots/home-desktop.png)\n<img src="docs/screenshots/login-modal-mobile.png">\n[다시](docs/screenshots/home-desktop.png) ![로고](public/logo.png)';
    expect(linkedScreenshots(markdown)).toEqual(['home-desktop.png', 'login-modal-mobile.png']);
  });

  it('are all that docs/screenshots holds: every linked image is there and nothing else is', () => {
    const linked = curatedScreenshots(root);
    expect(linked.length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(root, CURATED_DIR)).sort()).toEqual([...linked].sort());
  });

  it('weigh under 3 MB in all', () => {
    const total = curatedScreenshots(root).reduce((sum, name) => sum + fs.statSync(path.join(root, CURATED_DIR, name)).size, 0);
    expect(total).toBeLessThan(CURATED_BUDGET_BYTES);
  });
});
