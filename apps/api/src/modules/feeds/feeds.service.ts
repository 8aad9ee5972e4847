import { boardFeedPath, boardPath, NEWS_BOARD_HREFS, NEWS_FEED_PATH, postPath } from '@nanum/shared/boardPaths';
import { isPublicBoard } from '@nanum/shared/boardRules';
import { campaignPath } from '@nanum/shared/campaignPage';
import { MEMBER_CATEGORIES } from '@nanum/shared/memberCategories';
import { CONTENT_PAGE_SLUGS } from '@nanum/shared/siteContent';
import { SITE_DESCRIPTION, SITE_NAME } from '@nanum/shared/siteIdentity';
import type { Db } from '../../db/knex';
import type { ReadCache } from '../../http/readCache';
import { listBoards, type Board } from '../community/board.repo';
import { cachedRead } from '../community/community.deps';
import { textOfCleanHtml } from '../community/sanitize';
import { findCampaignDates, findNewestPosts, findPageDates, findPostDates, findPostStats } from './feeds.repo';
import { rssFeed, sitemapIndex, urlSet, type FeedItem, type SitemapUrl } from './feedXml';

export interface FeedsDeps {
  db: Db;
  /** The site's public address (PUBLIC_URL): every address in the sitemap and feeds is absolute. */
  publicUrl: string;
  /** Kept between writes like the board lists (a write empties it). */
  readCache?: ReadCache;
}

/** Posts per board sitemap file (the format allows 50,000; smaller files answer fast). */
export const SITEMAP_PAGE_SIZE = 10_000;
/** Items of a feed: the newest posts. */
export const FEED_ITEMS = 20;

/** The boards a visitor may list and read: the only ones in the sitemap and with a feed. */
const publicBoards = async (db: Db): Promise<Board[]> => (await listBoards(db)).filter(isPublicBoard);

const newest = (dates: readonly string[]): string | undefined => dates.filter(Boolean).sort().at(-1);

/** The sitemap index: the pages' sitemap, then each public board's, paged. */
export function readSitemapIndex(deps: FeedsDeps): Promise<string> {
  return cachedRead(deps, 'feeds:sitemap', async () => {
    const boards = await publicBoards(deps.db);
    const stats = await findPostStats(deps.db, boards.map((board) => board.id));
    const pageDates = await findPageDates(deps.db);
    const files: SitemapUrl[] = [{ loc: `${deps.publicUrl}/sitemaps/pages.xml`, lastmod: newest([...pageDates.values(), ...[...stats.values()].map((s) => s.lastChange)]) }];
    for (const board of boards) {
      const stat = stats.get(board.id);
      if (!stat) continue;
      const pages = Math.ceil(stat.count / SITEMAP_PAGE_SIZE);
      for (let page = 1; page <= pages; page += 1) files.push({ loc: `${deps.publicUrl}/sitemaps/board-${board.href}-${page}.xml`, lastmod: stat.lastChange });
    }
    return sitemapIndex(files);
  });
}

/** The site's pages: home, content pages, the public boards' lists, the directory, the certificate check and the campaign pages. */
export function readPagesSitemap(deps: FeedsDeps): Promise<string> {
  return cachedRead(deps, 'feeds:pages', async () => {
    const boards = await publicBoards(deps.db);
    const [stats, pageDates, campaigns] = await Promise.all([findPostStats(deps.db, boards.map((board) => board.id)), findPageDates(deps.db), findCampaignDates(deps.db)]);
    const at = (path: string) => `${deps.publicUrl}${path}`;
    const urls: SitemapUrl[] = [
      { loc: at('/'), lastmod: newest([...stats.values()].map((s) => s.lastChange)) },
      ...CONTENT_PAGE_SLUGS.filter((slug) => pageDates.has(slug)).map((slug) => ({ loc: at(`/${slug}`), lastmod: pageDates.get(slug) })),
      ...boards.map((board) => ({ loc: at(boardPath(board.href)), lastmod: stats.get(board.id)?.lastChange })),
      ...MEMBER_CATEGORIES.map((category) => ({ loc: at(`/member?page=${category}`) })),
      { loc: at('/certify') },
      ...campaigns.map((campaign) => ({ loc: at(campaignPath(campaign.id)), lastmod: campaign.updatedAt })),
    ];
    return urlSet(urls);
  });
}

/** Page `page` (from 1) of a public board's posts; null when there is no such board or page. */
export function readBoardSitemap(deps: FeedsDeps, href: string, page: number): Promise<string | null> {
  return cachedRead(deps, `feeds:board:${href}:${page}`, async () => {
    const board = (await publicBoards(deps.db)).find((candidate) => candidate.href === href);
    if (!board || page < 1) return null;
    const posts = await findPostDates(deps.db, board.id, SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE);
    if (posts.length === 0) return null;
    return urlSet(posts.map((post) => ({ loc: `${deps.publicUrl}${postPath(board.href, post.id)}`, lastmod: post.updatedAt })));
  });
}

async function feedOf(deps: FeedsDeps, boards: readonly Board[], channel: { title: string; path: string; description: string; self: string }): Promise<string> {
  const posts = await findNewestPosts(deps.db, boards.map((board) => board.id), FEED_ITEMS);
  const byId = new Map(boards.map((board) => [board.id, board]));
  const items: FeedItem[] = posts.flatMap((post) => {
    const board = byId.get(post.boardId);
    return board ? [{ title: post.title, link: `${deps.publicUrl}${postPath(board.href, post.id)}`, description: textOfCleanHtml(post.content, 300), category: board.name, date: post.createdAt }] : [];
  });
  return rssFeed({ title: channel.title, link: `${deps.publicUrl}${channel.path}`, self: `${deps.publicUrl}${channel.self}`, description: channel.description, items });
}

/** RSS 2.0 of the news boards (공지사항, 갤러리, 언론 보도, 영상) that visitors may read. */
export function readNewsFeed(deps: FeedsDeps): Promise<string> {
  return cachedRead(deps, 'feeds:news', async () => {
    const boards = (await publicBoards(deps.db)).filter((board) => (NEWS_BOARD_HREFS as readonly string[]).includes(board.href));
    return feedOf(deps, boards, { title: `${SITE_NAME} 소식`, path: '/', description: SITE_DESCRIPTION, self: NEWS_FEED_PATH });
  });
}

/** RSS 2.0 of one public board; null when there is no such board or visitors may not read it. */
export function readBoardFeed(deps: FeedsDeps, href: string): Promise<string | null> {
  return cachedRead(deps, `feeds:feed:${href}`, async () => {
    const board = (await publicBoards(deps.db)).find((candidate) => candidate.href === href);
    if (!board) return null;
    return feedOf(deps, [board], { title: `${board.name} | ${SITE_NAME}`, path: boardPath(board.href), description: board.description || `${SITE_NAME} ${board.name}`, self: boardFeedPath(board.href) });
  });
}

/** robots.txt: everything but the admin area, the API (stored pictures excepted) and the account pages; the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /api/files/', 'Disallow: /api/', 'Disallow: /admin/', 'Disallow: /author/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
