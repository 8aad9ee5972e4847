import sanitizeHtml from 'sanitize-html';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { markupWithinLimits } from '@nanum/shared/postMarkup';
import { AppError } from '../../http/AppError';

/** Where the site serves uploaded board images; the only image source a post may use. */
export const IMAGE_PATH = '/api/community/images/';
const IMAGE_SRC = /^\/api\/community\/images\/(\d{1,10})$/;

/**
 * The allow-list of post HTML: what the rich-text editor produces (paragraphs, headings, emphasis,
 * lists, quotes, code, links, rules and our own uploaded images) and nothing else. Scripts, event
 * handlers, styles, frames, forms, base/meta and javascript:/data: addresses never survive.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' } }),
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** Post HTML reduced to the allow-list. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}

/** A post body as it is stored, with what the write needs to know of it. */
export interface CleanPostBody {
  /** The HTML reduced to the allow-list (sanitizePostHtml). */
  html: string;
  /** The ids of our images it shows, in order, each once. */
  imageIds: number[];
  /** Its whole text (textOfCleanHtml, uncut). */
  text: string;
}

/**
 * A post's or draft's body cleaned for storing, parsed once: sanitize-html makes the stored HTML,
 * and its pictures and text are read from that HTML by a linear scan (readCleanHtml), never by a
 * second parse. A body past POST_MARKUP_LIMITS is refused before any parse (400): the schemas
 * refuse it already; this keeps every caller from parsing one.
 */
export function cleanPostBody(body: string): CleanPostBody {
  if (!markupWithinLimits(body)) throw new AppError(400, BOARD_MESSAGES.contentTooComplex, 'VALIDATION');
  const html = sanitizePostHtml(body);
  const { text, imageIds } = readCleanHtml(html);
  return { html, imageIds, text };
}

/** Block ends and line breaks, which part words in the text: </p>, </h2>, </li>, <br />... (the inside of the tag). */
const WORD_BREAK_TAG = /^(?:\/(?:p|h\d|li|blockquote|pre)|br\s*\/?)$/i;
/** An image tag's src (the cleaned HTML quotes every attribute value with ", escaped inside). */
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/;

/** Text written as HTML text, read back (the entities the cleaner writes, and &nbsp;), with spaces collapsed. */
const decodedText = (html: string): string =>
  html
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The text and image ids of HTML that sanitize-html wrote (a stored post body, a rendered content
 * page), read without parsing it: in such HTML every "<" of the text and of attribute values is
 * written "&lt;" and every ">" "&gt;", so each "<" starts a tag that ends at the next ">". One
 * pass with indexOf, linear in the length; on any other input it still ends, in the same time
 * (text after a "<" that never closes is left out).
 */
function readCleanHtml(html: string): { text: string; imageIds: number[] } {
  const pieces: string[] = [];
  const ids: number[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      pieces.push(html.slice(at));
      break;
    }
    pieces.push(html.slice(at, open));
    const close = html.indexOf('>', open + 1);
    if (close === -1) break;
    const tag = html.slice(open + 1, close);
    if (WORD_BREAK_TAG.test(tag)) pieces.push(' ');
    else if (/^img\s/i.test(tag)) {
      const match = IMAGE_SRC.exec(SRC_ATTRIBUTE.exec(tag)?.[1] ?? '');
      if (match) ids.push(Number(match[1]));
    }
    at = close + 1;
  }
  return { text: decodedText(pieces.join('')), imageIds: [...new Set(ids)] };
}

/** The ids of our images that cleaned (stored) post HTML shows, in order, each once; read as textOfCleanHtml reads. */
export function imageIdsIn(html: string): number[] {
  return readCleanHtml(html).imageIds;
}

/**
 * Plain text of stored post HTML (or of a rendered content page), for excerpts, feeds and search
 * results: the text plainText would give, read without parsing the HTML again.
 *
 * Why reading stored content this way is safe: every post body a member sends is cleaned when it
 * is written (cleanPostBody: posts, edits and drafts; the demo seed writes its own few tags), and
 * that cleaning is the XSS boundary: the post page puts `post.content` into the page as stored,
 * without cleaning it again, so parsing it again for its text protected nothing. What this gives
 * is only ever used as text: React escapes the excerpt, the feed writes its description as HTML
 * text and then as XML, the search page shows its pieces as text. A stored body that was somehow
 * not clean still gives text, in the same linear time.
 */
export function textOfCleanHtml(html: string, max = 150): string {
  return cut(readCleanHtml(html).text, max);
}

/**
 * Plain text of HTML from anywhere (no tags, entities decoded, spaces collapsed), for previews:
 * parses it (sanitize-html). For short untrusted text (a comment, 1,000 characters at most); a
 * stored post body is read with textOfCleanHtml.
 */
export function plainText(html: string, max = 150): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  return cut(decodedText(text), max);
}
