import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { BOARD_RATE_LIMITS, type BoardRateLimit } from '@nanum/shared/boardRules';
import {
  boardHrefSchema,
  boardListQuerySchema,
  commentInputSchema,
  postInputSchema,
  recommendInputSchema,
  reportInputSchema,
  surveyAnswerInputSchema,
} from '@nanum/shared/boardSchemas';
import { commentPageQuerySchema } from '@nanum/shared/commentPages';
import type { Config } from '../../config/env';
import { route } from '../../http/route';
import { clientIp, type RateLimiterFactory } from '../../http/rateLimit';
import { actorOf } from '../admin/audit.service';
import { addComment, deleteComment, editComment, readCommentPage } from './comment.service';
import type { CommunityDeps } from './community.deps';
import { deletePost, editPost, getBoard, getBoardList, getBoards, readPost, writePost } from './post.service';
import { recommend, report } from './reaction.service';
import { answerSurvey, cancelSurveyAnswer } from './survey.service';

const boardParams = z.object({ board: boardHrefSchema });
const postParams = z.object({ postId: idParamSchema });
const commentParams = z.object({ commentId: idParamSchema });
const commentText = commentInputSchema.pick({ description: true });

export interface BoardRouterDeps extends CommunityDeps {
  config: CommunityDeps['config'] & Pick<Config, 'BOARD_LIMIT_SCALE'>;
  limiter: RateLimiterFactory;
}

/** The Korean answer of each per-member limit once it is spent. */
const LIMITED_MESSAGES: Record<BoardRateLimit, string> = {
  post: BOARD_MESSAGES.postLimited,
  postEdit: BOARD_MESSAGES.postEditLimited,
  comment: BOARD_MESSAGES.commentLimited,
  commentEdit: BOARD_MESSAGES.commentEditLimited,
  recommend: BOARD_MESSAGES.recommendLimited,
};

/**
 * The community boards (SPEC section 2 news and community routes):
 *
 *   GET    /api/community/boards                        -> every board with what the viewer may do
 *   GET    /api/community/boards/:board                 -> one board's settings and kinds
 *   GET    /api/community/boards/:board/posts           ?page&kind&field&keyword&sort -> { list, pinned, count, page, pageSize }
 *   POST   /api/community/boards/:board/posts           write (title, content, kindId, pinned, secret, link, source, videoUrl, imageIds, fileIds, survey)
 *   GET    /api/community/posts/:postId                 a post with images, files, survey, prev/next and the first page of its comments, commentsTotal, commentsNext (counts the visit)
 *   PUT    /api/community/posts/:postId                 edit (author or moderator above the writer; a moderator's edit audited)
 *   DELETE /api/community/posts/:postId                 soft delete (author or moderator above the writer; audited likewise)
 *   PUT    /api/community/posts/:postId/recommend       { on }
 *   GET    /api/community/posts/:postId/comments        ?after=<commentsNext or next> -> { comments, total, next }: the next page (commentPages.ts)
 *   POST   /api/community/posts/:postId/comments        { description, parentId? } -> the new comment's thread (its top-level comment and replies)
 *   PUT    /api/community/comments/:commentId           { description } -> the comment's thread
 *   DELETE /api/community/comments/:commentId           -> the comment's thread (empty when it no longer shows)
 *   PUT    /api/community/comments/:commentId/recommend { on }
 *   POST   /api/community/reports                       { target, targetId, reason, description }
 *   PUT    /api/community/posts/:postId/survey          { answers } -> the survey with results
 *   DELETE /api/community/posts/:postId/survey          takes the answer back (cancelable questions)
 *
 * Writing and editing posts and comments and recommending are limited per member
 * (BOARD_RATE_LIMITS, times BOARD_LIMIT_SCALE): each comment may alarm someone, so a flood would
 * fill another member's bell. More answer 429 in Korean and change nothing.
 */
export function boardRouter({ limiter, ...deps }: BoardRouterDeps): Router {
  const router = Router();
  const perMember = (name: BoardRateLimit): RequestHandler =>
    limiter({
      name: `board-${name}`,
      windowMs: BOARD_RATE_LIMITS[name].minutes * 60 * 1000,
      limit: BOARD_RATE_LIMITS[name].limit * deps.config.BOARD_LIMIT_SCALE,
      key: (req) => `member:${req.user?.id ?? '-'}`,
      refuse: (_req, res) => void res.status(429).json({ status: 429, message: LIMITED_MESSAGES[name] }),
    });
  // Recommending a post and a comment share one counter.
  const recommends = perMember('recommend');

  router.get('/community/boards', route({}, async ({ user }) => ({ status: 200, data: await getBoards(deps, user) })));

  router.get(
    '/community/boards/:board',
    route({ params: boardParams }, async ({ params, user }) => ({ status: 200, data: await getBoard(deps, user, params.board) })),
  );

  router.get(
    '/community/boards/:board/posts',
    route({ params: boardParams, query: boardListQuerySchema }, async ({ params, query, user }) => ({ status: 200, data: await getBoardList(deps, user, params.board, query) })),
  );

  router.post(
    '/community/boards/:board/posts',
    route({ auth: 'login', use: [perMember('post')], params: boardParams, body: postInputSchema }, async ({ params: { board }, body, user }) => {
      const id = await writePost(deps, user, board, body);
      return { status: 200, message: BOARD_MESSAGES.posted, data: { id, href: `/community/${board}/${id}` } };
    }),
  );

  router.get(
    '/community/posts/:postId',
    route({ params: postParams }, async ({ params, user, req }) => ({ status: 200, data: await readPost(deps, user, params.postId, clientIp(req)) })),
  );

  router.put(
    '/community/posts/:postId',
    route({ auth: 'login', use: [perMember('postEdit')], params: postParams, body: postInputSchema }, async ({ params: { postId }, body, user, req }) => {
      await editPost(deps, user, actorOf(req), postId, body);
      return { status: 200, message: BOARD_MESSAGES.edited, data: { id: postId } };
    }),
  );

  router.delete(
    '/community/posts/:postId',
    route({ auth: 'login', params: postParams }, async ({ params, user, req }) => {
      const board = await deletePost(deps, user, actorOf(req), params.postId);
      return { status: 200, message: BOARD_MESSAGES.deleted, data: { href: `/community/${board}` } };
    }),
  );

  router.put(
    '/community/posts/:postId/recommend',
    route({ auth: 'certified', use: [recommends], params: postParams, body: recommendInputSchema }, async ({ params, body, user }) => {
      const { message, recommend: count } = await recommend(deps, user, 'post', params.postId, body.on);
      return { status: 200, message, data: { recommend: count } };
    }),
  );

  router.get(
    '/community/posts/:postId/comments',
    route({ params: postParams, query: commentPageQuerySchema }, async ({ params, query, user }) => ({
      status: 200,
      data: await readCommentPage(deps, user, params.postId, query.after),
    })),
  );

  router.post(
    '/community/posts/:postId/comments',
    route({ auth: 'login', use: [perMember('comment')], params: postParams, body: commentInputSchema }, async ({ params, body, user }) => ({
      status: 200,
      message: BOARD_MESSAGES.commented,
      data: await addComment(deps, user, params.postId, body),
    })),
  );

  router.put(
    '/community/comments/:commentId',
    route({ auth: 'login', use: [perMember('commentEdit')], params: commentParams, body: commentText }, async ({ params, body, user, req }) => ({
      status: 200,
      message: BOARD_MESSAGES.commentEdited,
      data: await editComment(deps, user, actorOf(req), params.commentId, body.description),
    })),
  );

  router.delete(
    '/community/comments/:commentId',
    route({ auth: 'login', params: commentParams }, async ({ params, user, req }) => ({
      status: 200,
      message: BOARD_MESSAGES.commentDeleted,
      data: await deleteComment(deps, user, actorOf(req), params.commentId),
    })),
  );

  router.put(
    '/community/comments/:commentId/recommend',
    route({ auth: 'certified', use: [recommends], params: commentParams, body: recommendInputSchema }, async ({ params, body, user }) => {
      const { message, recommend: count } = await recommend(deps, user, 'comment', params.commentId, body.on);
      return { status: 200, message, data: { recommend: count } };
    }),
  );

  router.post(
    '/community/reports',
    route({ auth: 'certified', body: reportInputSchema }, async ({ body, user }) => {
      await report(deps, user, body);
      return { status: 200, message: BOARD_MESSAGES.reported };
    }),
  );

  router.put(
    '/community/posts/:postId/survey',
    route({ auth: 'certified', params: postParams, body: surveyAnswerInputSchema }, async ({ params, body, user }) => ({
      status: 200,
      message: BOARD_MESSAGES.surveyAnswered,
      data: await answerSurvey(deps, user, params.postId, body),
    })),
  );

  router.delete(
    '/community/posts/:postId/survey',
    route({ auth: 'certified', params: postParams }, async ({ params, user }) => ({
      status: 200,
      message: BOARD_MESSAGES.surveyCanceled,
      data: await cancelSurveyAnswer(deps, user, params.postId),
    })),
  );

  return router;
}
