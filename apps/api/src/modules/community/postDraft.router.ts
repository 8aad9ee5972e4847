import { Router } from 'express';
import { z } from 'zod';
import { boardHrefSchema } from '@nanum/shared/boardSchemas';
import { postDraftSchema } from '@nanum/shared/boardSchemas';
import { DRAFT_MESSAGES, DRAFT_RATE_LIMIT } from '@nanum/shared/postDrafts';
import type { Db } from '../../db/knex';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { assertCan } from './boardAccess';
import { boardOr404 } from './postAccess';
import { deleteDraft, findDraft, saveDraft } from './postDraft.repo';
import { cleanPostBody } from './sanitize';

const boardParams = z.object({ board: boardHrefSchema });

/**
 * The post editor's autosave (issue 23), only on a board the member may write on, only their own:
 *
 *   GET    /api/community/boards/:board/draft                     -> { status, data: PostDraft | null }
 *   PUT    /api/community/boards/:board/draft  { title, content } -> { status, message, data: PostDraft }
 *   DELETE /api/community/boards/:board/draft                     -> { status, message }
 *
 * The content is cleaned like a post's before it is stored (cleanPostBody: refused past the markup
 * limits, parsed once). The pictures it shows that are the
 * member's own unused uploads are held by the draft, so the unused upload sweep keeps them while the
 * draft lives. Writing the post deletes the draft (post.service writePost).
 */
export function postDraftRouter({ db, limiter }: { db: Db; limiter: RateLimiterFactory }): Router {
  const router = Router();
  const perMember = limiter({
    name: 'post-draft',
    windowMs: DRAFT_RATE_LIMIT.minutes * 60 * 1000,
    limit: DRAFT_RATE_LIMIT.limit,
    key: (req) => `member:${req.user?.id ?? '-'}`,
  });
  /** The board, once the member may write on it. */
  const writable = async (user: Express.User, href: string) => {
    const board = await boardOr404(db, href);
    assertCan(user, board, 'write');
    return board;
  };

  router.get(
    '/community/boards/:board/draft',
    route({ auth: 'login', params: boardParams }, async ({ params, user }) => {
      const board = await writable(user, params.board);
      return { status: 200, data: await findDraft(db, user.id, board.id) };
    }),
  );

  router.put(
    '/community/boards/:board/draft',
    route({ auth: 'login', use: [perMember], params: boardParams, body: postDraftSchema }, async ({ params, body, user }) => {
      const board = await writable(user, params.board);
      const content = cleanPostBody(body.content);
      await saveDraft(db, user.id, board.id, { title: body.title, content: content.html, imageIds: content.imageIds });
      return { status: 200, message: DRAFT_MESSAGES.saved, data: await findDraft(db, user.id, board.id) };
    }),
  );

  router.delete(
    '/community/boards/:board/draft',
    route({ auth: 'login', params: boardParams }, async ({ params, user }) => {
      const board = await writable(user, params.board);
      await deleteDraft(db, user.id, board.id);
      return { status: 200, message: DRAFT_MESSAGES.discarded };
    }),
  );

  return router;
}
