import crypto from 'node:crypto';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { BOARD_PAGE_SIZE, canPin, isModerator, PINNED_MAX } from '@nanum/shared/boardRules';
import { IMAGES_PER_POST } from '@nanum/shared/boardRules';
import type { BoardListQuery, PostInput } from '@nanum/shared/boardSchemas';
import type { BoardView } from '@nanum/shared/boardViews';
import { commentCursor } from '@nanum/shared/commentPages';
import { missingMedia } from '@nanum/shared/postMedia';
import { surveyEndRefusal } from '@nanum/shared/surveyRules';
import { showsNothing } from '@nanum/shared/textRules';
import { siteDay } from '@nanum/shared/timeZone';
import { AppError } from '../../http/AppError';
import { recordChange, type Actor } from '../admin/audit.service';
import { deleteCommentAlarms } from '../alarm/alarm.repo';
import { pushShortenedAlarmLists } from '../alarm/alarm.service';
import { attachToPost, listPostAttachments } from './attachment.repo';
import { findBoardById, listBoards, type Board } from './board.repo';
import { assertCan, assertManages, moderatesOthers, type Viewer } from './boardAccess';
import { listCommentIds, listCommentPage } from './comment.repo';
import { cachedRead, type CommunityDeps } from './community.deps';
import { countVisit, findNeighbours, findPost, insertPost, listPinned, listPosts, softDeletePost, updatePost, type PostValues } from './post.repo';
import { assertReadable, boardOr404, readablePost } from './postAccess';
import { deleteDraft } from './postDraft.repo';
import { presentBoard, presentComments, presentFile, presentImage, presentNeighbour, presentPost, presentRow } from './post.presenter';
import { commentMarks, hasRecommended, hasReported } from './reaction.repo';
import { cleanPostBody, IMAGE_PATH, textOfCleanHtml, type CleanPostBody } from './sanitize';
import { deleteSurvey, findSurveyByPost, insertSurvey, surveyHasAnswers } from './survey.repo';
import { presentSurvey } from './survey.service';

/** Every board with what the viewer may do there. */
export async function getBoards(deps: CommunityDeps, viewer: Viewer) {
  return (await listBoards(deps.db)).map((board) => presentBoard(board, viewer));
}

/**
 * One page of a board's list, with the pinned notices on the first unfiltered page. The rows come
 * through the read cache (they depend only on the query and on whether hidden posts are shown);
 * what the viewer may do is judged per request.
 */
/** One board's settings and kinds, with what the viewer may do on it; 404 when there is none. */
export async function getBoard(deps: CommunityDeps, viewer: Viewer, href: string): Promise<BoardView> {
  return presentBoard(await boardOr404(deps.db, href), viewer);
}

export async function getBoardList(deps: CommunityDeps, viewer: Viewer, href: string, query: BoardListQuery) {
  const board = await cachedRead(deps, `board:${href}`, () => boardOr404(deps.db, href));
  assertCan(viewer, board, 'list');
  if (query.kind !== undefined && !board.kinds.some((kind) => kind.id === query.kind)) throw new AppError(400, BOARD_MESSAGES.kindInvalid, 'VALIDATION');
  const pageSize = BOARD_PAGE_SIZE[board.layout];
  const unfiltered = query.kind === undefined && !query.keyword && query.sort === 'newest';
  const includeHidden = isModerator(viewer);
  // A member's keyword search also finds their own secret posts: cached for them alone.
  const readerId = query.keyword && !includeHidden ? viewer?.id : undefined;
  const audience = includeHidden ? 'all' : readerId === undefined ? 'shown' : `reader${readerId}`;
  const key = `list:${board.id}:${audience}:${JSON.stringify([query.kind, query.field, query.keyword, query.sort, query.page, pageSize])}`;
  const [page, pinned] = await cachedRead(deps, key, () =>
    Promise.all([
      listPosts(deps.db, { boardId: board.id, kindId: query.kind, field: query.field, keyword: query.keyword, sort: query.sort, page: query.page, pageSize, includeHidden, readerId }),
      unfiltered && query.page === 1 && board.layout === 'list' ? listPinned(deps.db, board.id, PINNED_MAX) : Promise.resolve([]),
    ]),
  );
  return {
    board: presentBoard(board, viewer),
    list: page.rows.map((post) => presentRow(post, board, viewer)),
    pinned: pinned.map((post) => presentRow(post, board, viewer)),
    count: page.count,
    page: query.page,
    pageSize,
  };
}

/**
 * Who a visit is counted for: the member, or a keyed hash of a visitor's address for the day (the
 * address alone: a User-Agent is the client's word, and a new one each read made a new visitor).
 */
export function visitorKey(secret: string, viewer: Viewer, address: string, day: string): string {
  if (viewer) return `u${viewer.id}`;
  return `v${crypto.createHmac('sha256', secret).update(`${address}|${day}`).digest('hex').slice(0, 40)}`;
}

/** (post, visitor, day) visits already counted in a database by this process: a repeat visit needs no query. */
const countedVisitsOf = new WeakMap<object, Set<string>>();
const COUNTED_VISITS_MAX = 50_000;

/** Counts the visit unless this process already did today; answers whether it was counted now. */
async function countVisitOnce(deps: CommunityDeps, postId: number, visitor: string, now: Date): Promise<boolean> {
  const key = `${postId}|${visitor}|${siteDay(now)}`;
  let countedVisits = countedVisitsOf.get(deps.db);
  if (!countedVisits) countedVisitsOf.set(deps.db, (countedVisits = new Set()));
  if (countedVisits.has(key)) return false;
  const counted = await countVisit(deps.db, postId, visitor, now);
  if (countedVisits.size >= COUNTED_VISITS_MAX) countedVisits.clear();
  countedVisits.add(key);
  return counted;
}

/**
 * Counts a visit to a post (once per member, or per visitor's address, per Korean day). The one
 * change made to a cached value: a counted visit is added to the shared record (the database has
 * it), so that every later reader of this process sees the exact count.
 */
async function countVisitTo(deps: CommunityDeps, shared: { id: number; visit: number }, viewer: Viewer, clientAddress: string): Promise<void> {
  const now = new Date();
  if (await countVisitOnce(deps, shared.id, visitorKey(deps.config.sessionSecret, viewer, clientAddress, siteDay(now)), now)) shared.visit += 1;
}

/**
 * The visit of a visitor without a session whose post page the page cache answered (it stored
 * that page from a render for such a visitor, so the post was theirs to read): counted as a render
 * counts it (readPost).
 */
export async function countCachedPageVisit(deps: CommunityDeps, postId: number, clientAddress: string): Promise<void> {
  const loaded = await cachedRead(deps, `post:${postId}`, () => loadPost(deps, postId));
  if (loaded) await countVisitTo(deps, loaded.post, undefined, clientAddress);
}

/** A post with what every viewer sees of it (or null: no such post, or deleted), for the read cache. */
async function loadPost(deps: CommunityDeps, postId: number) {
  const post = await findPost(deps.db, postId);
  const board = post && !post.deletedAt ? await findBoardById(deps.db, post.boardId) : undefined;
  if (!post || !board) return null;
  const [commentPage, attachments, survey, neighbours] = await Promise.all([
    listCommentPage(deps.db, post.id, null),
    listPostAttachments(deps.db, post.id),
    findSurveyByPost(deps.db, post.id),
    findNeighbours(deps.db, post),
  ]);
  // The content was cleaned when it was written: its excerpt is read from it without parsing it
  // again (textOfCleanHtml says why that is safe), once per cached post.
  return { post, board, commentPage, attachments, survey, neighbours, excerpt: textOfCleanHtml(post.content) };
}

/**
 * A post with everything its page shows; the visit counts once per member, or per visitor's
 * address (clientIp), per day. The post, the first page of its comments (commentPages.ts: the
 * rest come from GET /community/posts/:postId/comments by its cursor), files, survey and
 * neighbours come through the read cache (the same for every viewer); the checks, the visit and
 * the viewer's own state (recommendations, survey answers) are per request.
 */
export async function readPost(deps: CommunityDeps, viewer: Viewer, postId: number, clientAddress: string) {
  const loaded = await cachedRead(deps, `post:${postId}`, () => loadPost(deps, postId));
  const { board } = assertReadable(viewer, loaded?.post, loaded?.board);
  const { post: shared, commentPage, attachments, survey, neighbours, excerpt } = loaded as NonNullable<typeof loaded>;
  await countVisitTo(deps, shared, viewer, clientAddress);
  const post = { ...shared };
  const [recommended, reported, marks] = await Promise.all([
    viewer ? hasRecommended(deps.db, 'post', post.id, viewer.id) : false,
    viewer ? hasReported(deps.db, 'post', post.id, viewer.id) : false,
    commentMarks(deps.db, commentPage.comments.map((c) => c.id), viewer?.id),
  ]);
  return {
    board: presentBoard(board, viewer),
    post: presentPost(post, board, viewer, { recommended, reported, excerpt }),
    images: attachments.filter((a) => a.kind === 'image').map(presentImage),
    files: attachments.filter((a) => a.kind === 'file').map(presentFile),
    survey: survey ? await presentSurvey(deps.db, survey, viewer, post.userId) : null,
    comments: presentComments(commentPage.comments, viewer, marks),
    commentsTotal: post.commentCount,
    commentsNext: commentPage.next && commentCursor(commentPage.next),
    prev: presentNeighbour(neighbours.prev, viewer),
    next: presentNeighbour(neighbours.next, viewer),
  };
}

/**
 * The stored values of a post (sanitized HTML, a kind of this board, layout-only fields kept only
 * where they belong) and its images. The body is parsed once, here, for all of them.
 */
function valuesOf(board: Board, viewer: Viewer, input: PostInput): { values: PostValues; imageIds: number[] } {
  const body = cleanPostBody(input.content);
  const imageIds = imagesOf(body, input);
  const content = body.html;
  // A body that shows nothing (no text a reader sees, no picture) is no post: zero-width spaces and Hangul fillers count as nothing.
  if (showsNothing(body.text) && imageIds.length === 0) throw new AppError(400, BOARD_MESSAGES.contentRequired, 'VALIDATION');
  const refusal = missingMedia(board.layout, { imageCount: imageIds.length, videoUrl: input.videoUrl }) ?? surveyEndRefusal(input.survey?.endAt, new Date());
  if (refusal) throw new AppError(400, refusal, 'VALIDATION');
  const kindId = input.kindId ?? null;
  if (kindId !== null && !board.kinds.some((kind) => kind.id === kindId)) throw new AppError(400, BOARD_MESSAGES.kindInvalid, 'VALIDATION');
  const firstImage = imageIds[0];
  const values = {
    kindId,
    title: input.title,
    content,
    link: board.layout === 'press' ? (input.link ?? null) : null,
    source: board.layout === 'press' ? (input.source ?? null) : null,
    videoUrl: board.layout === 'video' ? (input.videoUrl ?? null) : null,
    thumbnail: firstImage === undefined ? null : `${IMAGE_PATH}${firstImage}`,
    pinned: input.pinned && canPin(viewer),
    secret: input.secret,
  };
  return { values, imageIds };
}

/** Attaches the writer's images (listed and shown in the content) and files; refuses uploads that are not theirs. */
async function attachAll(trx: Parameters<typeof attachToPost>[0], postId: number, userIds: number[], imageIds: number[], fileIds: number[]): Promise<void> {
  const uniqueFiles = [...new Set(fileIds)];
  const images = await attachToPost(trx, postId, userIds, 'image', imageIds);
  const files = await attachToPost(trx, postId, userIds, 'file', uniqueFiles);
  if (images !== imageIds.length || files !== uniqueFiles.length) throw new AppError(400, BOARD_MESSAGES.fileNotFound, 'VALIDATION');
}

/**
 * The post's images: those shown in its body and those listed, together. The cap counts them all
 * (the schema sees only the list: images placed in the body alone would pass it); past
 * IMAGES_PER_POST the post is refused.
 */
function imagesOf(body: CleanPostBody, input: PostInput): number[] {
  const imageIds = [...new Set([...body.imageIds, ...input.imageIds])];
  if (imageIds.length > IMAGES_PER_POST) throw new AppError(400, BOARD_MESSAGES.tooManyFiles, 'VALIDATION');
  return imageIds;
}

/** Writes a post (with its images, files and survey in one transaction). Answers the new id. */
export async function writePost(deps: CommunityDeps, user: Express.User, href: string, input: PostInput): Promise<number> {
  const board = await boardOr404(deps.db, href);
  assertCan(user, board, 'write');
  const { values, imageIds } = valuesOf(board, user, input);
  return deps.db.transaction(async (trx) => {
    const postId = await insertPost(trx, board.id, user.id, values);
    await attachAll(trx, postId, [user.id], imageIds, input.fileIds);
    if (input.survey) await insertSurvey(trx, postId, input.survey);
    // The editor's autosaved draft on this board has become the post.
    await deleteDraft(trx, user.id, board.id);
    return postId;
  });
}

/** What the audit log keeps of a post a moderator edited or deleted: its title and body (sanitized HTML). */
const auditedPost = (post: { title: string; content: string }) => ({ title: post.title, body: post.content });

/**
 * Edits a post: its author, or a moderator who stands above its writer (boardRules manageRefusal).
 * A moderator's edit of someone else's post is audited (post.update, title and body before and
 * after) in the edit's transaction. A survey nobody answered yet is replaced or removed as the
 * form says; once answered, it stays as it is so that no answer loses its question.
 */
export async function editPost(deps: CommunityDeps, user: Express.User, actor: Actor, postId: number, input: PostInput): Promise<void> {
  const { post, board } = await readablePost(deps.db, user, postId);
  assertManages(user, post);
  const { values, imageIds } = valuesOf(board, user, input);
  if (!canPin(user)) values.pinned = post.pinned;
  const uploaders = [user.id, ...(post.userId === null ? [] : [post.userId])];
  const survey = await findSurveyByPost(deps.db, post.id);
  await deps.db.transaction(async (trx) => {
    await updatePost(trx, post.id, values);
    await attachAll(trx, post.id, uploaders, imageIds, input.fileIds);
    if (moderatesOthers(user, post)) await recordChange(trx, actor, { action: 'post.update', targetType: 'post', targetId: post.id, before: auditedPost(post), after: auditedPost(values) });
    if (input.survey === undefined) return;
    if (survey && (await surveyHasAnswers(trx, survey.id))) return;
    if (survey) await deleteSurvey(trx, survey.id);
    if (input.survey) await insertSurvey(trx, post.id, input.survey);
  });
}

/**
 * Soft-deletes a post (its author, or a moderator who stands above its writer); admins can still
 * recover it. A moderator's delete of someone else's post is audited (post.delete, what it said
 * before) in the delete's transaction.
 */
export async function deletePost(deps: CommunityDeps, user: Express.User, actor: Actor, postId: number): Promise<string> {
  const { post, board } = await readablePost(deps.db, user, postId);
  assertManages(user, post);
  const alarmed = await deps.db.transaction(async (trx) => {
    const deleted = await softDeletePost(trx, post.id, user.id);
    if (deleted && moderatesOthers(user, post)) await recordChange(trx, actor, { action: 'post.delete', targetType: 'post', targetId: post.id, before: auditedPost(post), after: null });
    // The alarms of its comments quote them and lead to a post that is gone: they go with it.
    return deleteCommentAlarms(trx, await listCommentIds(trx, post.id));
  });
  await pushShortenedAlarmLists(deps, alarmed);
  return board.href;
}
