import { Router, type Request } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import {
  boardHrefSchema,
  boardListQuerySchema,
  commentInputSchema,
  postInputSchema,
  recommendInputSchema,
  reportInputSchema,
  surveyAnswerInputSchema,
  type BoardListQuery,
  type CommentInput,
  type PostInput,
  type ReportInput,
  type SurveyAnswerInput,
} from '@nanum/shared/boardSchemas';
import { requireCertified, requireLogin } from '../../http/guards';
import { validate } from '../../http/validate';
import { clientAddressOf } from '../../http/clientAddress';
import { addComment, deleteComment, editComment } from './comment.service';
import type { CommunityDeps } from './community.deps';
import { deletePost, editPost, getBoardList, getBoards, readPost, writePost } from './post.service';
import { boardOr404 } from './postAccess';
import { presentBoard } from './post.presenter';
import { recommend, report } from './reaction.service';
import { answerSurvey, cancelSurveyAnswer } from './survey.service';

const boardParams = validate(z.object({ board: boardHrefSchema }), 'params');
const postParams = validate(z.object({ postId: idParamSchema }), 'params');
const commentParams = validate(z.object({ commentId: idParamSchema }), 'params');
const commentText = validate(commentInputSchema.pick({ description: true }));

const param = (res: { locals: Record<string, unknown> }, name: string) => (res.locals.params as Record<string, number>)[name] as number;

/**
 * The community boards (SPEC section 2 news and community routes):
 *
 *   GET    /api/community/boards                        -> every board with what the viewer may do
 *   GET    /api/community/boards/:board                 -> one board's settings and kinds
 *   GET    /api/community/boards/:board/posts           ?page&kind&field&keyword&sort -> { list, pinned, count, page, pageSize }
 *   POST   /api/community/boards/:board/posts           write (title, content, kindId, pinned, secret, link, source, videoUrl, imageIds, fileIds, survey)
 *   GET    /api/community/posts/:postId                 a post with images, files, survey, comments, prev/next (counts the visit)
 *   PUT    /api/community/posts/:postId                 edit (author or moderator)
 *   DELETE /api/community/posts/:postId                 soft delete (author or moderator)
 *   PUT    /api/community/posts/:postId/recommend       { on }
 *   POST   /api/community/posts/:postId/comments        { description, parentId? } -> the post's comments
 *   PUT    /api/community/comments/:commentId           { description }
 *   DELETE /api/community/comments/:commentId
 *   PUT    /api/community/comments/:commentId/recommend { on }
 *   POST   /api/community/reports                       { target, targetId, reason, description }
 *   PUT    /api/community/posts/:postId/survey          { answers } -> the survey with results
 *   DELETE /api/community/posts/:postId/survey          takes the answer back (cancelable questions)
 */
export function boardRouter(deps: CommunityDeps): Router {
  const router = Router();

  router.get('/community/boards', async (req, res) => {
    res.json({ status: 200, data: await getBoards(deps, req.user) });
  });

  router.get('/community/boards/:board', boardParams, async (req, res) => {
    const { board } = res.locals.params as { board: string };
    res.json({ status: 200, data: presentBoard(await boardOr404(deps.db, board), req.user) });
  });

  router.get('/community/boards/:board/posts', boardParams, validate(boardListQuerySchema, 'query'), async (req, res) => {
    const { board } = res.locals.params as { board: string };
    res.json({ status: 200, data: await getBoardList(deps, req.user, board, res.locals.query as BoardListQuery) });
  });

  router.post('/community/boards/:board/posts', requireLogin, boardParams, validate(postInputSchema), async (req, res) => {
    const { board } = res.locals.params as { board: string };
    const id = await writePost(deps, req.user, board, res.locals.body as PostInput);
    res.json({ status: 200, message: BOARD_MESSAGES.posted, data: { id, href: `/community/${board}/${id}` } });
  });

  router.get('/community/posts/:postId', postParams, async (req: Request, res) => {
    const data = await readPost(deps, req.user, param(res, 'postId'), clientAddressOf(req));
    res.json({ status: 200, data });
  });

  router.put('/community/posts/:postId', requireLogin, postParams, validate(postInputSchema), async (req, res) => {
    await editPost(deps, req.user, param(res, 'postId'), res.locals.body as PostInput);
    res.json({ status: 200, message: BOARD_MESSAGES.edited, data: { id: param(res, 'postId') } });
  });

  router.delete('/community/posts/:postId', requireLogin, postParams, async (req, res) => {
    const board = await deletePost(deps, req.user, param(res, 'postId'));
    res.json({ status: 200, message: BOARD_MESSAGES.deleted, data: { href: `/community/${board}` } });
  });

  router.put('/community/posts/:postId/recommend', requireCertified, postParams, validate(recommendInputSchema), async (req, res) => {
    const { message, recommend: count } = await recommend(deps, req.user, 'post', param(res, 'postId'), (res.locals.body as { on: boolean }).on);
    res.json({ status: 200, message, data: { recommend: count } });
  });

  router.post('/community/posts/:postId/comments', requireLogin, postParams, validate(commentInputSchema), async (req, res) => {
    const data = await addComment(deps, req.user, param(res, 'postId'), res.locals.body as CommentInput);
    res.json({ status: 200, message: BOARD_MESSAGES.commented, data });
  });

  router.put('/community/comments/:commentId', requireLogin, commentParams, commentText, async (req, res) => {
    const data = await editComment(deps, req.user, param(res, 'commentId'), (res.locals.body as CommentInput).description);
    res.json({ status: 200, message: BOARD_MESSAGES.commentEdited, data });
  });

  router.delete('/community/comments/:commentId', requireLogin, commentParams, async (req, res) => {
    const data = await deleteComment(deps, req.user, param(res, 'commentId'));
    res.json({ status: 200, message: BOARD_MESSAGES.commentDeleted, data });
  });

  router.put('/community/comments/:commentId/recommend', requireCertified, commentParams, validate(recommendInputSchema), async (req, res) => {
    const { message, recommend: count } = await recommend(deps, req.user, 'comment', param(res, 'commentId'), (res.locals.body as { on: boolean }).on);
    res.json({ status: 200, message, data: { recommend: count } });
  });

  router.post('/community/reports', requireCertified, validate(reportInputSchema), async (req, res) => {
    await report(deps, req.user, res.locals.body as ReportInput);
    res.json({ status: 200, message: BOARD_MESSAGES.reported });
  });

  router.put('/community/posts/:postId/survey', requireCertified, postParams, validate(surveyAnswerInputSchema), async (req, res) => {
    const data = await answerSurvey(deps, req.user, param(res, 'postId'), res.locals.body as SurveyAnswerInput);
    res.json({ status: 200, message: BOARD_MESSAGES.surveyAnswered, data });
  });

  router.delete('/community/posts/:postId/survey', requireCertified, postParams, async (req, res) => {
    const data = await cancelSurveyAnswer(deps, req.user, param(res, 'postId'));
    res.json({ status: 200, message: BOARD_MESSAGES.surveyCanceled, data });
  });

  return router;
}
