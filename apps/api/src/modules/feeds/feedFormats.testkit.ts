import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The sitemap (sitemaps.org 0.9) and RSS 2.0 rules a crawler or reader holds a file to, as a list
 * of what breaks them (empty: the file is valid). Well-formed XML first, then the format's
 * required elements, absolute addresses on the site, W3C and RFC 822 dates, the size limits.
 */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'item'].includes(name) });
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const RFC_822 = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

type Node = Record<string, unknown>;

function wellFormed(xml: string): string[] {
  const result = XMLValidator.validate(xml);
  return result === true ? [] : [`not well-formed: ${result.err.msg} (line ${result.err.line})`];
}

const onSite = (loc: unknown, origin: string): string[] =>
  typeof loc !== 'string' ? ['an entry without <loc>'] : !loc.startsWith(`${origin}/`) || loc.length > 2048 ? [`address not on the site or too long: ${loc}`] : [];

/** What breaks the sitemaps.org format in a `<urlset>` or `<sitemapindex>`, with every address under `origin`. */
export function sitemapProblems(xml: string, origin: string): string[] {
  const malformed = wellFormed(xml);
  if (malformed.length) return malformed;
  const doc = parser.parse(xml) as Node;
  const root = (doc.urlset ?? doc.sitemapindex) as Node | undefined;
  if (!root) return ['neither <urlset> nor <sitemapindex>'];
  const problems: string[] = [];
  if (root['@xmlns'] !== 'http://www.sitemaps.org/schemas/sitemap/0.9') problems.push('missing the sitemap namespace');
  const entries = ((root.url ?? root.sitemap) as Node[] | undefined) ?? [];
  if (entries.length > 50_000) problems.push(`${entries.length} entries (at most 50,000)`);
  if (Buffer.byteLength(xml) > 50 * 1024 * 1024) problems.push('over 50 MB');
  for (const entry of entries) {
    problems.push(...onSite(entry.loc, origin));
    if (entry.lastmod !== undefined && !W3C_DATETIME.test(String(entry.lastmod))) problems.push(`lastmod not a W3C datetime: ${String(entry.lastmod)}`);
  }
  return problems;
}

/** The `<loc>` addresses of a sitemap or sitemap index. */
export function sitemapLocs(xml: string): string[] {
  const doc = parser.parse(xml) as Node;
  const root = (doc.urlset ?? doc.sitemapindex) as Node;
  return (((root.url ?? root.sitemap) as Node[] | undefined) ?? []).map((entry) => String(entry.loc));
}

/** What breaks RSS 2.0 in a feed, with every link under `origin`. */
export function rssProblems(xml: string, origin: string): string[] {
  const malformed = wellFormed(xml);
  if (malformed.length) return malformed;
  const rss = (parser.parse(xml) as Node).rss as Node | undefined;
  if (!rss || rss['@version'] !== '2.0') return ['no <rss version="2.0">'];
  const channel = rss.channel as Node | undefined;
  if (!channel) return ['no <channel>'];
  const problems: string[] = [];
  for (const required of ['title', 'link', 'description']) if (channel[required] === undefined) problems.push(`channel without <${required}>`);
  problems.push(...onSite(`${String(channel.link)}`.replace(/\/?$/, '/'), origin));
  for (const item of (channel.item as Node[] | undefined) ?? []) {
    if (item.title === undefined && item.description === undefined) problems.push('an item without title or description');
    problems.push(...onSite(item.link, origin));
    if (!RFC_822.test(String(item.pubDate))) problems.push(`pubDate not RFC 822: ${String(item.pubDate)}`);
  }
  return problems;
}

/** The items of a feed: title and link. */
export function rssItems(xml: string): { title: string; link: string; description: string }[] {
  const channel = ((parser.parse(xml) as Node).rss as Node).channel as Node;
  return ((channel.item as Node[] | undefined) ?? []).map((item) => ({ title: String(item.title), link: String(item.link), description: String(item.description) }));
}
