import type { RequestHandler } from 'express';
import type { Logger } from '../../http/logger';
import { clientIp } from '../../http/rateLimit';
import type { CommunityDeps } from './community.deps';
import { countCachedPageVisit } from './post.service';

/** A post's page, as HTML or as Next's client-side navigation data: its id. */
const POST_PAGE = /^\/(?:_next\/data\/[^/]+\/)?community\/[a-z0-9-]+\/(\d{1,10})(?:\.json|\/)?$/;

/**
 * Before the page cache (apps/api/src/http/pageCache.ts): a post's page answered from the cache
 * still counts its visit, as a render of it does. Counted after the answer has gone; a failure is
 * logged, the visitor already has the page.
 */
export function postPageVisits(deps: CommunityDeps & { logger: Logger }): RequestHandler {
  return (req, res, next) => {
    const postId = req.method === 'GET' ? POST_PAGE.exec(req.path)?.[1] : undefined;
    if (postId)
      res.once('finish', () => {
        if (res.getHeader('x-page-cache') !== 'hit') return;
        countCachedPageVisit(deps, Number(postId), clientIp(req)).catch((error: unknown) => deps.logger.error({ err: error }, 'counting a cached post page’s visit failed'));
      });
    next();
  };
}
