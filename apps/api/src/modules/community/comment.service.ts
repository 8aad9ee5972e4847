import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { canQuotePost, canReadHidden } from '@nanum/shared/boardRules';
import type { CommentInput } from '@nanum/shared/boardSchemas';
import { AppError } from '../../http/AppError';
import { recordChange, type Actor } from '../admin/audit.service';
import { insertAlarms, requoteCommentAlarms, type AlarmWrite, type NewAlarm } from '../alarm/alarm.repo';
import { pushAlarmLists, pushShortenedAlarmLists } from '../alarm/alarm.service';
import { assertCan, assertManages, moderatesOthers, type Viewer } from './boardAccess';
import { findUserById } from '../user/user.repo';
import { findComment, insertComment, listCommentPage, listCommentThread, softDeleteComment, updateComment, type CommentRecord } from './comment.repo';
import type { PostRecord } from './post.repo';
import { readablePost } from './postAccess';
import type { CommentPage, CommentView } from '@nanum/shared/boardViews';
import { commentCursor, type CommentCursor } from '@nanum/shared/commentPages';
import { cachedRead, type CommunityDeps } from './community.deps';
import { presentComments } from './post.presenter';
import { commentMarks } from './reaction.repo';
import { plainText } from './sanitize';

/** Comments of a post as the viewer sees them (their own recommendations and reports marked). */
export async function presentCommentRecords(deps: CommunityDeps, viewer: Viewer, comments: CommentRecord[]): Promise<CommentView[]> {
  return presentComments(comments, viewer, await commentMarks(deps.db, comments.map((c) => c.id), viewer?.id));
}

/**
 * A page of a readable post's comments after the cursor (commentPages.ts), with the post's total.
 * The rows come through the read cache (the same for every viewer); what shows is judged per viewer.
 */
export async function readCommentPage(deps: CommunityDeps, viewer: Viewer, postId: number, after: CommentCursor | undefined): Promise<CommentPage> {
  const { post } = await readablePost(deps.db, viewer, postId);
  const key = `comments:${post.id}:${after ? commentCursor(after) : ''}`;
  const page = await cachedRead(deps, key, () => listCommentPage(deps.db, post.id, after ?? null));
  return { comments: await presentCommentRecords(deps, viewer, page.comments), total: post.commentCount, next: page.next && commentCursor(page.next) };
}

/**
 * The thread of a comment just written, edited or deleted: its top-level comment and the replies,
 * as the viewer sees them (empty when a deleted comment no longer shows). The answer of every
 * comment call: the page puts it in place of the thread it shows. Under a secret post the viewer
 * may not read (they reach their own comment: canReachComment), their own comments only.
 */
async function threadAnswer(deps: CommunityDeps, viewer: Viewer, post: PostRecord, threadId: number): Promise<CommentView[]> {
  const thread = await listCommentThread(deps.db, post.id, threadId);
  const shown = canQuotePost(viewer, post) ? thread : thread.filter((comment) => viewer !== undefined && comment.userId === viewer.id);
  return presentCommentRecords(deps, viewer, shown);
}

/** A comment hidden by reports is read (and so answered, recommended or reported) by its author and moderators only. */
function assertNotHiddenFrom(viewer: Viewer, comment: CommentRecord): void {
  if (comment.hidden && !canReadHidden(viewer, comment.userId)) throw new AppError(403, BOARD_MESSAGES.hiddenComment, 'HIDDEN');
}

/** A live comment the viewer reaches, with its post: on a post they may read, or their own under a post made secret since (boardRules canReachComment). */
async function reachableComment(deps: CommunityDeps, viewer: Viewer, commentId: number): Promise<{ comment: CommentRecord; post: PostRecord }> {
  const comment = await findComment(deps.db, commentId);
  if (!comment || comment.deletedAt) throw new AppError(404, BOARD_MESSAGES.commentNotFound, 'NOT_FOUND');
  const { post } = await readablePost(deps.db, viewer, comment.postId, comment.userId);
  assertNotHiddenFrom(viewer, comment);
  return { comment, post };
}

/** A live comment the viewer reaches (reachableComment). */
export async function readableComment(deps: CommunityDeps, viewer: Viewer, commentId: number): Promise<CommentRecord> {
  return (await reachableComment(deps, viewer, commentId)).comment;
}

/** The post's title as an alarm to the member may quote it: a secret post's only to those who may read it (boardRules canQuotePost). */
async function titleFor(deps: CommunityDeps, recipientId: number, post: PostRecord): Promise<string> {
  if (!post.secret) return post.title;
  const recipient = await findUserById(deps.db, recipientId);
  return recipient && canQuotePost(recipient, post) ? post.title : BOARD_MESSAGES.secretTitle;
}

/**
 * Adds a comment or a reply (one level); answers its thread (threadAnswer). The post's author gets an alarm for a comment, the
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
  const postHref = `/community/${board.href}/${post.id}`;
  const excerpt = plainText(input.description, 60);
  const alarms: { userId: number; alarm: NewAlarm }[] = [];
  if (parent?.userId && parent.userId !== user.id) {
    alarms.push({ userId: parent.userId, alarm: { kind: 'reply', title: BOARD_MESSAGES.replyAlarmTitle, subTitle: await titleFor(deps, parent.userId, post), description: `${user.name}: ${excerpt}`, actorId: user.id } });
  }
  if (post.userId && post.userId !== user.id && !alarms.some((entry) => entry.userId === post.userId)) {
    alarms.push({ userId: post.userId, alarm: { kind: 'comment', title: BOARD_MESSAGES.commentAlarmTitle, subTitle: post.title, description: `${user.name}: ${excerpt}`, actorId: user.id } });
  }
  const written: AlarmWrite[] = [];
  const commentId = await deps.db.transaction(async (trx) => {
    const id = await insertComment(trx, post.id, user.id, parent?.id ?? null, input.description);
    // Each alarm leads to its comment (the post opens at it, ?comment=) and names it and its writer,
    // so that it goes when either does (the comment's delete, the writer's withdrawal).
    for (const entry of alarms) {
      entry.alarm = { ...entry.alarm, href: `${postHref}?comment=${id}`, commentId: id };
      written.push(await insertAlarms(trx, [entry.userId], entry.alarm));
    }
    return id;
  });
  for (const [n, entry] of alarms.entries()) await pushAlarmLists(deps, written[n] as AlarmWrite, entry.alarm);
  return threadAnswer(deps, user, post, parent?.id ?? commentId);
}

/**
 * Edits a comment: its writer, or a moderator who stands above them (boardRules manageRefusal). A
 * moderator's edit of someone else's comment is audited (comment.update, its text before and
 * after) in the edit's transaction.
 */
export async function editComment(deps: CommunityDeps, user: Express.User, actor: Actor, commentId: number, description: string): Promise<CommentView[]> {
  const { comment, post } = await reachableComment(deps, user, commentId);
  assertManages(user, comment);
  const alarmed = await deps.db.transaction(async (trx) => {
    await updateComment(trx, comment.id, description);
    if (moderatesOthers(user, comment)) {
      await recordChange(trx, actor, { action: 'comment.update', targetType: 'comment', targetId: comment.id, before: { description: comment.description }, after: { description } });
    }
    // The alarms it caused quote it ("이름: text"): they quote the new text, not what was taken back.
    return requoteCommentAlarms(trx, comment.id, (quoted) => requoted(quoted, plainText(description, 60)));
  });
  await pushShortenedAlarmLists(deps, alarmed);
  return threadAnswer(deps, user, post, comment.parentId ?? comment.id);
}

/** An alarm's "이름: text" with the comment's new text (the writer's name kept as the alarm has it). */
const requoted = (quoted: string, text: string): string => {
  const name = quoted.indexOf(': ');
  return name < 0 ? text : `${quoted.slice(0, name + 2)}${text}`;
};

/**
 * Deletes a comment: its writer, or a moderator who stands above them (boardRules manageRefusal);
 * a moderator's delete of someone else's comment is audited (comment.delete, its text before) in
 * the delete's transaction. The alarms it caused go with it, and their recipients' open lists are
 * pushed without them after the commit.
 */
export async function deleteComment(deps: CommunityDeps, user: Express.User, actor: Actor, commentId: number): Promise<CommentView[]> {
  const { comment, post } = await reachableComment(deps, user, commentId);
  assertManages(user, comment);
  const alarmed = await deps.db.transaction(async (trx) => {
    const { deleted, alarmed } = await softDeleteComment(trx, comment, user.id);
    if (deleted && moderatesOthers(user, comment)) {
      await recordChange(trx, actor, { action: 'comment.delete', targetType: 'comment', targetId: comment.id, before: { description: comment.description }, after: null });
    }
    return alarmed;
  });
  await pushShortenedAlarmLists(deps, alarmed);
  return threadAnswer(deps, user, post, comment.parentId ?? comment.id);
}
