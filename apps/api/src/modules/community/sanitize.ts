import sanitizeHtml from 'sanitize-html';

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

/** The ids of our images a post's (sanitized) HTML shows, in order. */
export function imageIdsIn(html: string): number[] {
  const ids: number[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      const match = IMAGE_SRC.exec(frame.attribs.src ?? '');
      if (frame.tag === 'img' && match) ids.push(Number(match[1]));
      return false;
    },
  });
  return [...new Set(ids)];
}

/** Plain text of post HTML (no tags, entities decoded, spaces collapsed), for previews. */
export function plainText(html: string, max = 150): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
