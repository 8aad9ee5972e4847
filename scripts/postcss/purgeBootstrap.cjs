// @ts-check
/**
 * PurgeCSS on Bootstrap's stylesheet, and on nothing else (our own CSS is written for what we use):
 * keeps the rules whose classes and elements appear in the web's code, the shared rules, or
 * react-bootstrap's components, and drops the rest (most of Bootstrap's utilities and components,
 * about four fifths of its 232 kB). Every page loads this stylesheet before it can paint
 * (docs/STARTUP.md).
 *
 * What the code cannot show by its words is kept by name: the classes react-bootstrap builds from
 * a prop (`variant="outline-primary"` -> `btn-outline-primary`, `<Col lg={7}>` -> `col-lg-7`), and
 * the elements of what members and operators write (posts and content pages, as the API's
 * sanitizers let them through).
 */
const purgeCSSPlugin = require('@fullhuman/postcss-purgecss');

const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]/;

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

const purge = purgeCSSPlugin({
  content: ['src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', ...REACT_BOOTSTRAP],
  skippedContentGlobs: ['**/*.test.{ts,tsx}'],
  safelist: { standard: [...WRITTEN_ELEMENTS, ...FROM_PROPS] },
});

/** @type {import('postcss').PluginCreator<void>} */
const purgeBootstrap = () => ({
  postcssPlugin: 'purge-bootstrap',
  OnceExit(root, helpers) {
    // In development the whole of Bootstrap stays: a class added to a component works at once,
    // without the stylesheet being purged again. The production build (and its tests) purges.
    if (process.env.NODE_ENV !== 'production') return undefined;
    if (!BOOTSTRAP_CSS.test(root.source?.input.file ?? '')) return undefined;
    dropDarkMode(root);
    return /** @type {any} */ (purge).OnceExit(root, helpers);
  },
});
purgeBootstrap.postcss = true;

module.exports = purgeBootstrap;
