import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Embeds a content page may hold: YouTube's privacy-enhanced player and OpenStreetMap's map (no
 * key needed to show it), the same origins the CSP's frame-src allows (http/security.ts).
 */
export const EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.openstreetmap.org'] as const;

/** Images come from this site only: uploads (/api/files/...) and the site's own pictures (/images/...). */
const SITE_IMAGE = /^\/(?:api\/files|images)\/[\w./-]+$/;

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

/** Markdown of a content page -> sanitized HTML (an admin-edited page can never run script). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, ALLOWED);
}
