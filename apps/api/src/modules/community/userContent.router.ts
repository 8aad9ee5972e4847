import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { pagingQuerySchema, type PagingQuery } from '@nanum/shared/pagingSchemas';
import type { Db } from '../../db/knex';
import { validate } from '../../http/validate';
import { listUserComments, listUserPosts } from './userContent.repo';

const userParams = validate(z.object({ userId: idParamSchema }), 'params');
const paging = validate(pagingQuerySchema, 'query');

/**
 * A user's written posts and comments (the profile modal's accordions, SPEC section 7), only what
 * the viewer may see.
 *
 *   GET /api/community/board/get/{userId}?page=&pageMax=10    -> { status, data: { list, count, kind } }
 *   GET /api/community/comment/get/{userId}?page=&pageMax=10  -> { status, data: { list, count } }
 */
export function userContentRouter(db: Db): Router {
  const router = Router();

  router.get('/community/board/get/:userId', userParams, paging, async (req, res) => {
    const { userId } = res.locals.params as { userId: number };
    const { page, pageMax } = res.locals.query as PagingQuery;
    res.json({ status: 200, data: await listUserPosts(db, userId, req.user, page, pageMax) });
  });

  router.get('/community/comment/get/:userId', userParams, paging, async (req, res) => {
    const { userId } = res.locals.params as { userId: number };
    const { page, pageMax } = res.locals.query as PagingQuery;
    res.json({ status: 200, data: await listUserComments(db, userId, req.user, page, pageMax) });
  });

  return router;
}
