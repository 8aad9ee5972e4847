// Compares two running builds of the site (demo data, `SEED_DEMO=1`) element by element, for a
// change of CSS meant to change nothing on the screen (docs/BUNDLES.md, the dialogs' part): the
// computed styles of every element of each page state below, at 375 and 1280 px, and of each
// link, button and field forced into hover, focus and active (Chrome's DevTools protocol, as the
// DevTools' ":hov" panel does). Prints each difference; exits 1 if there is any.
//
//   node scripts/styleDiff.mjs http://127.0.0.1:3300 http://127.0.0.1:3301 [a path of the list]
//
// Start each build on its own port and data folder (README, "Run the site"). The logins are the
// demo members'; the server limits logins per address, so a long list may need a restart.
import { chromium } from 'playwright-core';

const [before, after, only] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/styleDiff.mjs <before URL> <after URL> [path]');
  process.exit(2);
}

const DEMO_PASSWORD = 'nanum1234!';
const MEMBER = 'member@nanum.example';
const ADMIN = 'admin@nanum.example';
const CHAMP = 'champ@nanum.example';

/** Page states: a path, who is logged in, and the buttons clicked (role, name, exact?). */
const STATES = [
  { path: '/' },
  { path: '/community/notice' },
  { path: '/community/notice/60', login: MEMBER, click: [['button', '신고', false]] },
  { path: '/youth' },
  { path: '/youth/champ/project', login: CHAMP },
  { path: '/youth/attendance', login: CHAMP },
  { path: '/search?q=%EB%B4%89%EC%82%AC' },
  { path: '/donate' },
  { path: '/author/join' },
  { path: '/author/find' },
  { path: '/terms.html', click: [['button', '로그인']] },
  { path: '/terms.html', click: [['button', '메뉴 열기']], widths: [375] },
  { path: '/terms.html', login: MEMBER, click: [['button', '박소망님 계정 메뉴'], ['button', '내 프로필']] },
  { path: '/terms.html', login: MEMBER, click: [['button', '알림', false]] },
  { path: '/', click: [['button', '영상 보기', false]] },
  { path: '/admin/page', login: ADMIN },
  { path: '/admin/page?section=youth', login: ADMIN },
  { path: '/admin/page?section=content', login: ADMIN },
  { path: '/admin/page?section=donations', login: ADMIN },
];

const PROPERTIES = ['display', 'position', 'top', 'left', 'width', 'height', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'font-size', 'font-weight', 'line-height', 'color', 'background-color', 'border-top-width', 'border-bottom-width', 'border-top-color', 'border-radius', 'box-shadow', 'outline-style', 'outline-color', 'opacity', 'z-index', 'transform', 'max-width', 'visibility', 'text-decoration-line'];
const INTERACTIVE = 'a, button, input, select, textarea, .btn, .nav-link, .page-link, .dropdown-item, .form-check-input';
const FORCED = [['hover'], ['focus', 'focus-visible'], ['active']];

/* global document, getComputedStyle -- readStyles runs in the page. */
/** Each element's place in the document (tag and index from the body), and its styles. */
function readStyles(properties, forcedOnly) {
  const placeOf = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.body; node = node.parentElement) parts.unshift(`${node.tagName.toLowerCase()}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
    return parts.join('>');
  };
  const styles = (element) => {
    const computed = getComputedStyle(element);
    return Object.fromEntries(properties.map((name) => [name, computed.getPropertyValue(name)]));
  };
  if (forcedOnly) return styles(this);
  const all = {};
  for (const element of document.body.querySelectorAll('*')) if (!['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName)) all[placeOf(element)] = { label: `${element.className}`.slice(0, 60), styles: styles(element) };
  return all;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });

/** One build's styles for one state at one width: every element, then the interactive ones forced. */
async function capture(base, state, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    if (state.login) {
      const res = await context.request.post('/api/user/login', { data: { passid: state.login, password: DEMO_PASSWORD } });
      if (res.status() !== 200) throw new Error(`login as ${state.login} on ${base}: ${res.status()}`);
    }
    await page.goto(state.path, { waitUntil: 'networkidle' });
    if (await page.locator('.popup-announcement').count()) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(600);
    }
    for (const [role, name, exact = true] of state.click ?? []) {
      await page.getByRole(role, { name, exact }).first().click();
      await page.waitForTimeout(800);
    }
    const styles = await page.evaluate(readStyles, PROPERTIES);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: INTERACTIVE });
    for (const [index, nodeId] of nodeIds.entries()) {
      const { object } = await cdp.send('DOM.resolveNode', { nodeId });
      for (const forced of FORCED) {
        await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: forced });
        const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, returnByValue: true, arguments: [{ value: PROPERTIES }, { value: true }], functionDeclaration: readStyles.toString() });
        styles[`interactive #${index} :${forced.join('+')}`] = { label: '', styles: result.value };
        await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] });
      }
    }
    return styles;
  } finally {
    await context.close();
  }
}

let differences = 0;
for (const state of STATES.filter((candidate) => !only || candidate.path === only)) {
  for (const width of state.widths ?? [375, 1280]) {
    const [a, b] = [await capture(before, state, width), await capture(after, state, width)];
    const lines = [];
    for (const [place, { label, styles }] of Object.entries(a)) {
      if (!b[place]) lines.push(`  only before: ${place} ${label}`);
      else for (const name of PROPERTIES) if (styles[name] !== b[place].styles[name]) lines.push(`  ${place.split('>').slice(-2).join('>')} ${label} ${name}: ${styles[name]} -> ${b[place].styles[name]}`);
    }
    for (const place of Object.keys(b)) if (!a[place]) lines.push(`  only after: ${place} ${b[place].label}`);
    console.log(`${state.path} ${JSON.stringify(state.click ?? [])} ${state.login ?? ''} at ${width}px: ${lines.length ? `${lines.length} differences` : 'the same'}`);
    for (const line of lines.slice(0, 40)) console.log(line);
    differences += lines.length;
  }
}
await browser.close();
process.exit(differences ? 1 : 0);
