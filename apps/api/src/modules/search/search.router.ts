import { Router, type RequestHandler } from 'express';
import { searchQuerySchema } from '@nanum/shared/searchSchemas';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { search } from './search.service';

/**
 * 통합검색:
 *
 *   GET /api/search?q=&kind=(all|post|page|campaign|member)&board=&period=(all|week|month|year)&page=
 *       -> { q, words, counts, posts, pages, campaigns, members, boards, ... } (packages/shared/src/searchViews.ts)
 *
 * `limit` is the searches' one count per address (searchLimit.ts), shared with the /search page.
 */
export function searchRouter({ db, limit }: { db: Db; limit: RequestHandler }): Router {
  const router = Router();
  router.get('/search', limit, route({ query: searchQuerySchema }, async ({ query, user }) => ({ status: 200, data: await search(db, user, query) })));
  return router;
}
