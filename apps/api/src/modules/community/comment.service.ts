import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { canManage, canReadHidden } from '@nanum/shared/boardRules';
import type { CommentInput } from '@nanum/shared/boardSchemas';
import { AppError } from '../../http/AppError';
import { insertAlarms, type AlarmWrite, type NewAlarm } from '../alarm/alarm.repo';
import { pushAlarmLists, pushShortenedAlarmLists } from '../alarm/alarm.service';
import { assertCan, type Viewer } from './boardAccess';
import { findComment, insertComment, listComments, softDeleteComment, updateComment, type CommentRecord } from './comment.repo';
import type { CommunityDeps } from './community.deps';
import { readablePost } from './postAccess';
import type { CommentView } from '@nanum/shared/boardViews';
import { presentComments } from './post.presenter';
import { commentMarks } from './reaction.repo';
import { plainText } from './sanitize';

/** The post's comments as the viewer sees them (the answer of every comment call). */
export async function commentsOf(deps: CommunityDeps, viewer: Viewer, postId: number): Promise<CommentView[]> {
  const comments = await listComments(deps.db, postId);
  return presentComments(comments, viewer, await commentMarks(deps.db, comments.map((c) => c.id), viewer?.id));
}

/** A comment hidden by reports is read (and so answered, recommended or reported) by its author and moderators only. */
function assertNotHiddenFrom(viewer: Viewer, comment: CommentRecord): void {
  if (comment.hidden && !canReadHidden(viewer, comment.userId)) throw new AppError(403, BOARD_MESSAGES.hiddenComment, 'HIDDEN');
}

/** A live comment of a post the viewer may read. */
export async function readableComment(deps: CommunityDeps, viewer: Viewer, commentId: number): Promise<CommentRecord> {
  const comment = await findComment(deps.db, commentId);
  if (!comment || comment.deletedAt) throw new AppError(404, BOARD_MESSAGES.commentNotFound, 'NOT_FOUND');
  await readablePost(deps.db, viewer, comment.postId);
  assertNotHiddenFrom(viewer, comment);
  return comment;
}

/**
 * Adds a comment or a reply (one level). The post's author gets an alarm for a comment, the
 * parent comment's author for a reply (never the writer themself); saved in the same transaction,
 * pushed after it commits.
 */
export async function addComment(deps: CommunityDeps, user: Express.User, postId: number, input: CommentInput): Promise<CommentView[]> {
  const { post, board } = await readablePost(deps.db, user, postId);
  assertCan(user, board, 'comment');
  let parent: CommentRecord | undefined;
  if (input.parentId) {
    parent = await findComment(deps.db, input.parentId);
    if (!parent || parent.postId !== post.id || parent.deletedAt) throw new AppError(404, BOARD_MESSAGES.commentNotFound, 'NOT_FOUND');
    if (parent.parentId !== null) throw new AppError(400, BOARD_MESSAGES.replyDepth, 'VALIDATION');
    assertNotHiddenFrom(user, parent);
  }
  const href = `/community/${board.href}/${post.id}`;
  const excerpt = plainText(input.description, 60);
  const alarms: { userId: number; alarm: NewAlarm }[] = [];
  if (parent?.userId && parent.userId !== user.id) {
    alarms.push({ userId: parent.userId, alarm: { kind: 'reply', title: BOARD_MESSAGES.replyAlarmTitle, subTitle: post.title, description: `${user.name}: ${excerpt}`, href, actorId: user.id } });
  }
  if (post.userId && post.userId !== user.id && !alarms.some((entry) => entry.userId === post.userId)) {
    alarms.push({ userId: post.userId, alarm: { kind: 'comment', title: BOARD_MESSAGES.commentAlarmTitle, subTitle: post.title, description: `${user.name}: ${excerpt}`, href, actorId: user.id } });
  }
  const written: AlarmWrite[] = [];
  await deps.db.transaction(async (trx) => {
    const commentId = await insertComment(trx, post.id, user.id, parent?.id ?? null, input.description);
    // Each alarm names its comment and writer, so that it goes when either does (the comment's delete, the writer's withdrawal).
    for (const entry of alarms) written.push(await insertAlarms(trx, [entry.userId], { ...entry.alarm, commentId }));
  });
  for (const [n, entry] of alarms.entries()) await pushAlarmLists(deps, written[n] as AlarmWrite, entry.alarm);
  return commentsOf(deps, user, post.id);
}

export async function editComment(deps: CommunityDeps, user: Express.User, commentId: number, description: string): Promise<CommentView[]> {
  const comment = await readableComment(deps, user, commentId);
  if (!canManage(user, comment.userId)) throw new AppError(403, BOARD_MESSAGES.notAuthor, 'FORBIDDEN');
  await updateComment(deps.db, comment.id, description);
  return commentsOf(deps, user, comment.postId);
}

/**
 * Deletes a comment: its writer, or a moderator (canManage). The alarms it caused go with it, and
 * their recipients' open lists are pushed without them after the commit.
 */
export async function deleteComment(deps: CommunityDeps, user: Express.User, commentId: number): Promise<CommentView[]> {
  const comment = await readableComment(deps, user, commentId);
  if (!canManage(user, comment.userId)) throw new AppError(403, BOARD_MESSAGES.notAuthor, 'FORBIDDEN');
  await pushShortenedAlarmLists(deps, await softDeleteComment(deps.db, comment, user.id));
  return commentsOf(deps, user, comment.postId);
}
