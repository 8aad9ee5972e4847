import { Router, type Response } from 'express';
import { readBoardFeed, readBoardSitemap, readNewsFeed, readPagesSitemap, readSitemapIndex, robotsTxt, type FeedsDeps } from './feeds.service';

/** How long a crawler or feed reader may keep an answer. */
const CACHE = 'public, max-age=600';

const send = (res: Response, type: string, body: string | null) => {
  if (body === null) return void res.status(404).type('text/plain; charset=utf-8').send('찾을 수 없습니다.');
  res.set('Cache-Control', CACHE).type(type).send(body);
};
const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

/**
 * What search engines and feed readers fetch, at the site's top level (not /api):
 *
 *   GET /robots.txt                   -> what crawlers may read, and the sitemap
 *   GET /sitemap.xml                  -> the sitemap index
 *   GET /sitemaps/pages.xml           -> the site's pages
 *   GET /sitemaps/board-{board}-{n}.xml -> page n of a public board's posts
 *   GET /rss.xml                      -> RSS 2.0 of the news boards
 *   GET /feeds/{board}.xml            -> RSS 2.0 of one public board
 *
 * Only what a visitor may read: public boards, no secret, hidden or deleted post.
 */
export function feedsRouter(deps: FeedsDeps): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => send(res, 'text/plain; charset=utf-8', robotsTxt(deps.publicUrl)));
  router.get('/sitemap.xml', async (_req, res) => send(res, XML, await readSitemapIndex(deps)));
  router.get('/sitemaps/:file', async (req, res) => {
    if (req.params.file === 'pages.xml') return send(res, XML, await readPagesSitemap(deps));
    const match = /^board-([a-z][a-z0-9-]{0,49})-([1-9]\d{0,5})\.xml$/.exec(req.params.file);
    send(res, XML, match ? await readBoardSitemap(deps, match[1]!, Number(match[2])) : null);
  });
  router.get('/rss.xml', async (_req, res) => send(res, RSS, await readNewsFeed(deps)));
  router.get('/feeds/:file', async (req, res) => {
    const match = /^([a-z][a-z0-9-]{0,49})\.xml$/.exec(req.params.file);
    send(res, RSS, match ? await readBoardFeed(deps, match[1]!) : null);
  });
  return router;
}
