// @ts-check
/**
 * Bootstrap's stylesheet as the site loads it, in two parts, each keeping only the rules the site
 * uses (PurgeCSS, on Bootstrap alone: our own CSS is written for what we use):
 *
 * - `bootstrap/dist/css/bootstrap.min.css`, imported by `pages/_app`, is in every page's first
 *   stylesheet: every rule the code needs but the dialogs'.
 * - `bootstrap/dist/css/bootstrap.css` (the same rules, unminified: another file, so another
 *   import) is the dialogs' part: the modal, the side panel (offcanvas) and the accordion. It is
 *   imported by `src/styles/dialogStyles.ts`, which each component that renders one imports, so
 *   it loads with the first dialog's code (Next lets any module import CSS from node_modules).
 *
 * The dialogs' part arrives after the pages' and dialogs' own stylesheets may have: where a rule
 * of ours restyles a dialog's part with a selector as specific as Bootstrap's (`.content` over
 * `.modal-content`), it would lose once Bootstrap's comes later. Such a rule names the Bootstrap
 * class beside its own (`.content:global(.modal-content)`), so it wins whatever the order.
 *
 * What the code cannot show by its words is kept by name: the classes react-bootstrap builds from
 * a prop (`variant="outline-primary"` -> `btn-outline-primary`, `<Col lg={7}>` -> `col-lg-7`), and
 * the elements of what members and operators write (posts and content pages, as the API's
 * sanitizers let them through).
 */
const purgeCSSPlugin = require('@fullhuman/postcss-purgecss');

const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;

/** The dialogs' part: the unminified file (see above). */
const DIALOGS_PART = /bootstrap\.css$/;

/** A selector of the dialogs' part: it names a class of the modal, the offcanvas or the accordion. */
const DIALOG_SELECTOR = /\.(modal|offcanvas|accordion)(?![\w])/;


/** Elements of posts (apps/api/src/modules/community/sanitize.ts) and content pages (site/markdown.ts). */
const WRITTEN_ELEMENTS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'iframe'];

/** Bootstrap's theme colours, the values of react-bootstrap's `variant` and `bg` props. */
const COLOURS = '(primary|secondary|success|danger|warning|info|light|dark)';

/**
 * Classes react-bootstrap writes as `${prefix}-${prop}`, which no source spells out: a button's,
 * alert's or badge's colour and size, a table's options, a dialog's size and place, the grid of
 * Row and Col, a dropdown's alignment, a spinner, a form control's size, a tab strip's look.
 */
const FROM_PROPS = [
  new RegExp(`^btn-(outline-)?${COLOURS}$`),
  /^btn-(link|sm|lg|close-white|group-sm|group-lg|group-vertical)$/,
  new RegExp(`^alert-(${COLOURS.slice(1, -1)}|dismissible)$`),
  new RegExp(`^(bg|text-bg|text|border)-${COLOURS}$`),
  new RegExp(`^table-(striped|striped-columns|bordered|borderless|hover|sm|dark|responsive.*|${COLOURS.slice(1, -1)})$`),
  /^modal-(backdrop|dialog|content|static|sm|lg|xl|dialog-centered|dialog-scrollable|fullscreen.*)$/,
  /^offcanvas-(backdrop|toggling|start|end|top|bottom)$/,
  /^(dropdown|dropup|dropstart|dropend)(-(menu-start|menu-end|center|toggle-split))?$/,
  /^spinner-(border|grow)(-sm)?$/,
  /^progress-bar-(striped|animated)$/,
  /^col(-.+)?$/,
  /^row-cols-/,
  /^(form-control|form-select|input-group)-(sm|lg)$/,
  /^form-control-(plaintext|color)$/,
  /^form-check-(inline|reverse)$/,
  /^nav-(tabs|pills|underline|fill|justified)$/,
  /^navbar-nav(-scroll)?$/,
  /^list-group-flush$/,
];

/** react-bootstrap's components that the web imports, with the parts they render (the classes they write literally). */
/** (The form's parts by name: FormFloating, FormRange and FloatingLabel write classes the site never uses.) */
const REACT_BOOTSTRAP = [
  'node_modules/react-bootstrap/esm/{Accordion,Alert,Badge,Button,Card,CloseButton,Col,Collapse,Container,Dropdown,Fade,Feedback,Modal,Nav,NavItem,NavLink,Offcanvas,ProgressBar,Row,Spinner,Tab,Tabs,Table}*.js',
  'node_modules/react-bootstrap/esm/{Form,FormCheck,FormCheckInput,FormCheckLabel,FormContext,FormControl,FormGroup,FormLabel,FormSelect,FormText}.js',
];

/**
 * Bootstrap's dark colour mode: rules under `[data-bs-theme=dark]`, which nothing on the site sets
 * (react-bootstrap's Modal passes the attribute through, so its name is in the content above).
 */
const DARK_MODE = '[data-bs-theme=dark]';

/** @param {import('postcss').Root} root */
function dropDarkMode(root) {
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => selector.includes(DARK_MODE))) rule.remove();
  });
}

/**
 * Bootstrap's toasts: the words "toast" and "toast-container" are in our code (the toast stack is
 * our own, `features/toast`, styled by its module), but no element wears Bootstrap's classes.
 */
const NEVER_USED = [/^toast/];

const purge = purgeCSSPlugin({
  content: ['src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', ...REACT_BOOTSTRAP],
  skippedContentGlobs: ['**/*.test.{ts,tsx}'],
  safelist: { standard: [...WRITTEN_ELEMENTS, ...FROM_PROPS] },
  blocklist: NEVER_USED,
});

/**
 * Keeps the dialogs' rules (`dialogs`) or all the others: a rule's selectors are split between
 * the parts, and an at-rule left empty goes.
 * @param {import('postcss').Root} root
 * @param {boolean} dialogs
 */
function keepPart(root, dialogs) {
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter((selector) => DIALOG_SELECTOR.test(selector) === dialogs);
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  // Innermost first: an @media inside an @supports may empty it.
  /** @type {import('postcss').AtRule[]} */
  const atRules = [];
  root.walkAtRules((atRule) => void atRules.push(atRule));
  for (const atRule of atRules.reverse()) if (atRule.nodes?.length === 0) atRule.remove();
}

/** @type {import('postcss').PluginCreator<void>} */
const purgeBootstrap = () => ({
  postcssPlugin: 'purge-bootstrap',
  async OnceExit(root, helpers) {
    const file = root.source?.input.file ?? '';
    if (!BOOTSTRAP_CSS.test(file)) return;
    // In development all of Bootstrap stays (split in its two parts): a class added to a component
    // works at once, without the stylesheet being purged again. The production build purges.
    if (process.env.NODE_ENV === 'production') {
      dropDarkMode(root);
      await /** @type {any} */ (purge).OnceExit(root, helpers);
    }
    keepPart(root, DIALOGS_PART.test(file));
  },
});
purgeBootstrap.postcss = true;

module.exports = purgeBootstrap;
