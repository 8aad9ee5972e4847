import { Router } from 'express';
import { searchQuerySchema } from '@nanum/shared/searchSchemas';
import type { Db } from '../../db/knex';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { search } from './search.service';

/** How many searches one address may run a minute (each reads the index and four tables). */
const SEARCHES_PER_MINUTE = 60;

/**
 * 통합검색:
 *
 *   GET /api/search?q=&kind=(all|post|page|campaign|member)&board=&period=(all|week|month|year)&page=
 *       -> { q, words, counts, posts, pages, campaigns, members, boards, ... } (packages/shared/src/searchViews.ts)
 */
export function searchRouter({ db, limiter }: { db: Db; limiter: RateLimiterFactory }): Router {
  const router = Router();
  const perAddress = limiter({ name: 'search', windowMs: 60_000, limit: SEARCHES_PER_MINUTE });
  router.get('/search', perAddress, route({ query: searchQuerySchema }, async ({ query, user }) => ({ status: 200, data: await search(db, user, query) })));
  return router;
}
