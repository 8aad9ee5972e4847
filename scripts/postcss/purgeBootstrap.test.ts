import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const purgeBootstrap = require('./purgeBootstrap.cjs') as () => postcss.Plugin;
const BOOTSTRAP = path.resolve('node_modules/bootstrap/dist/css/bootstrap.min.css');

/** The class names a stylesheet has rules for. */
function classesOf(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] as string));
}

describe('the build keeps only the Bootstrap the site uses', () => {
  let kept: string;
  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    kept = (await postcss([purgeBootstrap()]).process(fs.readFileSync(BOOTSTRAP, 'utf8'), { from: BOOTSTRAP })).css;
  });

  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('is less than half of the whole stylesheet', () => {
    expect(kept.length).toBeLessThan(fs.statSync(BOOTSTRAP).size / 2);
  });

  it('keeps the classes the code names and those react-bootstrap builds from its props', () => {
    const classes = classesOf(kept);
    // Named in the sources: the header's navbar, the forms, the screen-reader text.
    for (const name of ['navbar', 'navbar-expand-lg', 'form-control', 'form-select', 'visually-hidden-focusable', 'd-flex', 'btn']) expect(classes).toContain(name);
    // Built by react-bootstrap (variant, size, Col and Row props, the side panel's and dialogs' backdrops) and by Notice (alert-${variant}).
    for (const name of ['btn-outline-secondary', 'btn-sm', 'text-bg-success', 'col-lg-7', 'row-cols-md-3', 'offcanvas-backdrop', 'offcanvas-end', 'modal-backdrop', 'modal-lg', 'alert-warning', 'table-responsive']) expect(classes).toContain(name);
  });

  it('keeps the elements members and operators write in posts and pages', () => {
    for (const element of ['blockquote', 'pre', 'code', 'hr', 'table']) expect(kept).toMatch(new RegExp(`(^|[},])${element}[{,:]`));
  });

  it('drops the components the site never shows', () => {
    const classes = classesOf(kept);
    for (const name of ['carousel-item', 'popover', 'breadcrumb', 'placeholder-glow', 'accordion-flush']) expect(classes).not.toContain(name);
  });

  it('leaves the whole of Bootstrap to development, where classes come and go', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const whole = fs.readFileSync(BOOTSTRAP, 'utf8');
    const result = (await postcss([purgeBootstrap()]).process(whole, { from: BOOTSTRAP })).css;
    expect(result.length).toBeGreaterThanOrEqual(whole.length);
    expect(classesOf(result).size).toBe(classesOf(whole).size);
    vi.stubEnv('NODE_ENV', 'production');
  });

  it('leaves every other stylesheet alone', async () => {
    const ours = '.site-header{color:red}.carousel-item{color:blue}';
    const result = await postcss([purgeBootstrap()]).process(ours, { from: path.resolve('src/styles/global.css') });
    expect(result.css).toBe(ours);
  });
});
