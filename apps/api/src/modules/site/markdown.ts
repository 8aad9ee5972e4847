import { createRequire } from 'node:module';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { htmlText } from '@nanum/shared/textRules';
import { runWorkerTask } from '../../jobs/workerTask';

/**
 * Embeds a content page may hold: YouTube's privacy-enhanced player and OpenStreetMap's map (no
 * key needed to show it), the same origins the CSP's frame-src allows (http/security.ts).
 */
export const EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.openstreetmap.org'] as const;

/**
 * Images come from this site only: uploads (/api/files/...) and the site's own pictures
 * (/images/...), each path segment a name (a dot only inside it), so "/images/../api/..." cannot
 * make every reader's browser call another address of the site.
 */
const SITE_IMAGE = /^\/(?:api\/files|images)(?:\/[\w-]+(?:\.[\w-]+)*)+$/;

/**
 * What page content may contain once rendered: text structure, links, the site's own images and
 * the allowed embeds (sandboxed, lazy), never script, style or another site's image.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'iframe'],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'loading', 'allowfullscreen', 'sandbox', 'referrerpolicy'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', sandbox: 'allow-scripts allow-same-origin allow-popups', referrerpolicy: 'strict-origin-when-cross-origin', title: attribs.title || '지도 또는 영상' },
    }),
  },
  // An image from anywhere but this site, and an embed left without its address, are dropped.
  exclusiveFilter: (frame) => (frame.tag === 'img' && !SITE_IMAGE.test(frame.attribs.src ?? '')) || (frame.tag === 'iframe' && !frame.attribs.src),
};

/** What a body costs to read at most: longer (or failing: nesting deep enough to exhaust the stack) is refused when it is saved. */
export const MARKDOWN_RENDER_LIMIT_MS = 1000;
/** When a render that runs on and on is stopped. */
const MARKDOWN_CHECK_TIMEOUT_MS = 5000;

/** Renders kept per process: a page's body is rendered once, not on every read and search. */
const RENDERED_KEPT = 32;
const rendered = new Map<string, string>();

/**
 * Markdown of a content page -> sanitized HTML (an admin-edited page can never run script). The
 * result is kept (RENDERED_KEPT bodies), so reads and searches do not render it again. A body that
 * Markdown cannot render (one stored before the save-time check) reads as its plain text.
 */
export function renderMarkdown(markdown: string): string {
  const kept = rendered.get(markdown);
  if (kept !== undefined) return kept;
  let html: string;
  try {
    html = sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), ALLOWED);
  } catch {
    html = `<p>${htmlText(markdown)}</p>`;
  }
  if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(markdown, html);
  return html;
}

const CHECK_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { marked } = require(workerData.marked);
const started = performance.now();
try {
  marked.parse(workerData.markdown, { async: false, gfm: true });
  parentPort.postMessage({ ms: performance.now() - started });
} catch {
  parentPort.postMessage({ ms: Infinity });
}
`;

const markedPath = createRequire(__filename).resolve('marked');

/**
 * Whether a body renders within MARKDOWN_RENDER_LIMIT_MS, tried in a worker thread (some Markdown
 * takes time growing with the square of its length, e.g. thousands of "_a", and very deep nesting
 * exhausts the stack): a body that does not is refused before it is saved or previewed, so no read
 * of the page ever holds the server.
 */
export async function markdownRendersInTime(markdown: string): Promise<boolean> {
  const inTime = await runWorkerTask(CHECK_SOURCE, {
    workerData: { markdown, marked: markedPath },
    timeoutMs: MARKDOWN_CHECK_TIMEOUT_MS,
    // Half the main thread's stack (about 1 MB): what renders here renders on a read, however deep the call that reads it.
    resourceLimits: { stackSizeMb: 0.5 },
    read: (message) => (message as { ms: number }).ms <= MARKDOWN_RENDER_LIMIT_MS,
  });
  return inTime === true;
}
