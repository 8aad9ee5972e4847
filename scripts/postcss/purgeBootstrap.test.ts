import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const purgeBootstrap = require('./purgeBootstrap.cjs') as () => postcss.Plugin;
const BOOTSTRAP = path.resolve('node_modules/bootstrap/dist/css/bootstrap.min.css');
/** The same rules unminified: imported by the dialogs (src/styles/dialogStyles.ts), it keeps their part. */
const DIALOGS = path.resolve('node_modules/bootstrap/dist/css/bootstrap.css');

/** A stylesheet through the plugin, as the build reads it. */
async function processed(file: string): Promise<string> {
  return (await postcss([purgeBootstrap()]).process(fs.readFileSync(file, 'utf8'), { from: file })).css;
}

/** The selectors of a stylesheet's style rules (keyframe steps left out), spaced as minified. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!(rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name))) selectors.push(...rule.selectors.map((selector) => selector.replace(/\s*([>+~])\s*/g, '$1').replace(/\s+/g, ' ')));
  });
  return selectors;
}

const DIALOG_CLASS = /\.(modal|offcanvas|accordion)(?![\w])/;

/** The class names a stylesheet has rules for. */
function classesOf(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] as string));
}

describe('the build keeps only the Bootstrap the site uses', () => {
  let kept: string;
  let dialogs: string;
  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    kept = await processed(BOOTSTRAP);
    dialogs = await processed(DIALOGS);
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
    // Built by react-bootstrap (variant, size, Col and Row props) and by Notice (alert-${variant}).
    for (const name of ['btn-outline-secondary', 'btn-sm', 'text-bg-success', 'col-lg-7', 'row-cols-md-3', 'alert-warning', 'table-responsive']) expect(classes).toContain(name);
  });

  it("leaves the dialogs' rules to the dialogs' part, which holds nothing else", () => {
    expect(selectorsOf(kept).filter((selector) => DIALOG_CLASS.test(selector))).toEqual([]);
    const selectors = selectorsOf(dialogs);
    expect(selectors.filter((selector) => !DIALOG_CLASS.test(selector))).toEqual([]);
    // The modal's, the side panel's (react-bootstrap's backdrops and placement) and the profile dialog's accordion.
    const classes = classesOf(dialogs);
    for (const name of ['modal', 'modal-dialog', 'modal-backdrop', 'modal-lg', 'modal-dialog-centered', 'offcanvas', 'offcanvas-backdrop', 'offcanvas-end', 'accordion-button']) expect(classes).toContain(name);
    // Its rules are where they belong in Bootstrap's order: .modal-header's close button over .btn-close.
    expect(selectors).toContain('.modal-header .btn-close');
    expect(dialogs.length).toBeLessThan(kept.length / 5);
  });

  it('keeps the elements members and operators write in posts and pages', () => {
    for (const element of ['blockquote', 'pre', 'code', 'hr', 'table']) expect(kept).toMatch(new RegExp(`(^|[},])${element}[{,:]`));
  });

  it('drops the components the site never shows', () => {
    const classes = classesOf(kept);
    for (const name of ['carousel-item', 'popover', 'breadcrumb', 'placeholder-glow']) expect(classes).not.toContain(name);
    expect(classesOf(dialogs)).not.toContain('accordion-flush');
    // Our toast stack is styled by its own module: Bootstrap's toasts go, though the word is in the code.
    expect(classes).not.toContain('toast');
  });

  it('leaves the whole of Bootstrap, in its two parts, to development, where classes come and go', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const whole = selectorsOf(fs.readFileSync(BOOTSTRAP, 'utf8'));
    const parts = [...selectorsOf(await processed(BOOTSTRAP)), ...selectorsOf(await processed(DIALOGS))];
    expect(parts.length).toBe(whole.length);
    expect(new Set(parts)).toEqual(new Set(whole));
    vi.stubEnv('NODE_ENV', 'production');
  });

  it('leaves every other stylesheet alone', async () => {
    const ours = '.site-header{color:red}.carousel-item{color:blue}';
    const result = await postcss([purgeBootstrap()]).process(ours, { from: path.resolve('src/styles/global.css') });
    expect(result.css).toBe(ours);
  });
});
