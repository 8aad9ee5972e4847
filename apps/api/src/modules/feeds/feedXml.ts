import { htmlText } from '@nanum/shared/textRules';
import { XML_DECLARATION, xmlText } from './xml';

/** The sitemap and RSS formats (sitemaps.org 0.9, RSS 2.0) as text. */

export interface SitemapUrl {
  loc: string;
  /** W3C datetime (ISO 8601); left out when unknown. */
  lastmod?: string | undefined;
}

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl) => `<${tag}><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</${tag}>`;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const urlSet = (urls: readonly SitemapUrl[]): string => `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.map((url) => entry('url', url)).join('\n')}\n</urlset>\n`;

export const sitemapIndex = (files: readonly SitemapUrl[]): string =>
  `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${files.map((file) => entry('sitemap', file)).join('\n')}\n</sitemapindex>\n`;

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  category: string;
  /** ISO 8601. */
  date: string;
}

/**
 * A plain-text description as RSS 2.0 carries it: readers take <description> as HTML once the XML
 * is read, so the text is written as HTML text first ("<img onerror=...>" a member typed stays
 * words, not markup), then as XML.
 */
const descriptionText = (text: string): string => xmlText(htmlText(text));

/** RFC 822 date of RSS 2.0 ("Thu, 26 Nov 2026 06:00:00 GMT"). */
const rfc822 = (iso: string): string => new Date(iso).toUTCString();

export function rssFeed(channel: { title: string; link: string; self: string; description: string; items: readonly FeedItem[] }): string {
  const items = channel.items.map(
    (item) =>
      `<item><title>${xmlText(item.title)}</title><link>${xmlText(item.link)}</link><guid isPermaLink="true">${xmlText(item.link)}</guid>` +
      `<description>${descriptionText(item.description)}</description><category>${xmlText(item.category)}</category><pubDate>${rfc822(item.date)}</pubDate></item>`,
  );
  const built = channel.items[0] ? `<lastBuildDate>${rfc822(channel.items[0].date)}</lastBuildDate>` : '';
  return (
    `${XML_DECLARATION}\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>` +
    `<title>${xmlText(channel.title)}</title><link>${xmlText(channel.link)}</link><description>${descriptionText(channel.description)}</description>` +
    `<language>ko-KR</language>${built}<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>\n` +
    `${items.join('\n')}\n</channel>\n</rss>\n`
  );
}
