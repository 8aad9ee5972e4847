import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { pagingQuerySchema } from '@nanum/shared/pagingSchemas';
import type { Db } from '../../db/knex';
import { route } from '../../http/route';
import { assertActivityVisible } from '../user/profile.service';
import { listUserComments, listUserPosts } from './userContent.repo';

const userPages = { params: z.object({ userId: idParamSchema }), query: pagingQuerySchema };

/**
 * A user's written posts and comments (the profile modal's accordions, SPEC section 7), only what
 * the viewer may see; refused (401 to visitors, 403 to members) when the owner's activity is not the viewer's to see (issue 23).
 *
 *   GET /api/community/board/get/{userId}?page=&pageMax=10    -> { status, data: { list, count, kind } }
 *   GET /api/community/comment/get/{userId}?page=&pageMax=10  -> { status, data: { list, count } }
 */
export function userContentRouter(db: Db): Router {
  const router = Router();

  router.get(
    '/community/board/get/:userId',
    route(userPages, async ({ params: { userId }, query: { page, pageMax }, user }) => {
      await assertActivityVisible(db, userId, user);
      return { status: 200, data: await listUserPosts(db, userId, user, page, pageMax) };
    }),
  );

  router.get(
    '/community/comment/get/:userId',
    route(userPages, async ({ params: { userId }, query: { page, pageMax }, user }) => {
      await assertActivityVisible(db, userId, user);
      return { status: 200, data: await listUserComments(db, userId, user, page, pageMax) };
    }),
  );

  return router;
}
