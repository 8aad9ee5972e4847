import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { isOwn, REPORT_DAILY_LIMIT, type ReportTarget } from '@nanum/shared/boardRules';
import type { ReportInput } from '@nanum/shared/boardSchemas';
import { reportReasonLabel } from '@nanum/shared/codes';
import { startOfSiteDay } from '@nanum/shared/timeZone';
import { AppError } from '../../http/AppError';
import { deleteAlarmsWithQuery, insertAlarms, type NewAlarm } from '../alarm/alarm.repo';
import { notifyUsers, pushAlarmLists } from '../alarm/alarm.service';
import type { Viewer } from './boardAccess';
import { readableComment } from './comment.service';
import { setCommentHidden } from './comment.repo';
import type { CommunityDeps } from './community.deps';
import { setPostHidden } from './post.repo';
import { readablePost } from './postAccess';
import { countReportsSince, insertReport, moderatorIds, openReportReasons, recommendCount, setRecommendation } from './reaction.repo';
import { plainText } from './sanitize';

/** The author of a post or comment the viewer may read, a short text naming it, and the post's address. */
async function targetOf(deps: CommunityDeps, viewer: Viewer, target: ReportTarget, id: number): Promise<{ authorId: number | null; label: string; href: string }> {
  if (target === 'post') {
    const { post, board } = await readablePost(deps.db, viewer, id);
    return { authorId: post.userId, label: post.title, href: `/community/${board.href}/${post.id}` };
  }
  const comment = await readableComment(deps, viewer, id);
  const { board } = await readablePost(deps.db, viewer, comment.postId);
  return { authorId: comment.userId, label: plainText(comment.description, 60), href: `/community/${board.href}/${comment.postId}` };
}

/** The reasons of a target's open reports, in Korean, for the alarms that tell its author. */
export async function reportReasonsText(db: CommunityDeps['db'], target: ReportTarget, id: number): Promise<string> {
  return (await openReportReasons(db, target, id)).map((code) => reportReasonLabel(code) ?? '').join(', ');
}

/** Recommends (on) or takes the recommendation back (off), once per member. Answers the new count. */
export async function recommend(deps: CommunityDeps, user: Express.User, target: ReportTarget, id: number, on: boolean): Promise<{ message: string; recommend: number }> {
  const { authorId } = await targetOf(deps, user, target, id);
  if (isOwn(user, authorId)) throw new AppError(400, BOARD_MESSAGES.ownRecommend, 'OWN');
  const changed = await setRecommendation(deps.db, target, id, user.id, on);
  if (!changed) throw new AppError(409, on ? BOARD_MESSAGES.alreadyRecommended : BOARD_MESSAGES.notRecommended, 'CONFLICT');
  return { message: on ? BOARD_MESSAGES.recommended : BOARD_MESSAGES.recommendCanceled, recommend: await recommendCount(deps.db, target, id) };
}

/**
 * Files a report: one open report per member per target (once a moderator decided on it, they may
 * report again; the round's first report keeps a copy of what is reported: insertReport), at most
 * REPORT_DAILY_LIMIT a day (a day in Korea). When the distinct reporters of the target reach the
 * configured threshold it is hidden until an operator decides.
 * Operators and admins get one alarm per reported item, replaced with the new count at each report
 * (its link, the reports section with the item, is the key).
 */
export async function report(deps: CommunityDeps, user: Express.User, input: ReportInput): Promise<void> {
  const { authorId, label, href } = await targetOf(deps, user, input.target, input.targetId);
  if (isOwn(user, authorId)) throw new AppError(400, BOARD_MESSAGES.ownReport, 'OWN');
  if ((await countReportsSince(deps.db, user.id, startOfSiteDay(new Date()))) >= REPORT_DAILY_LIMIT) {
    throw new AppError(429, BOARD_MESSAGES.reportDailyLimit, 'REPORT_LIMIT');
  }
  const moderators = (await moderatorIds(deps.db)).filter((id) => id !== user.id);
  const query = `section=reports&item=${input.target}-${input.targetId}`;
  const { alarm, written, hiddenNow } = await deps.db.transaction(async (trx) => {
    const reporters = await insertReport(trx, { reporterId: user.id, target: input.target, targetId: input.targetId, reason: input.reason, description: input.description });
    if (reporters === undefined) throw new AppError(409, BOARD_MESSAGES.alreadyReported, 'CONFLICT');
    if (reporters >= deps.config.REPORT_HIDE_THRESHOLD) {
      if (input.target === 'post') await setPostHidden(trx, input.targetId, true);
      else await setCommentHidden(trx, input.targetId, true);
    }
    const hiddenNow = reporters === deps.config.REPORT_HIDE_THRESHOLD;
    const alarm: NewAlarm = {
      kind: 'report',
      title: BOARD_MESSAGES.reportAlarmTitle,
      subTitle: `${reportReasonLabel(input.reason) ?? ''} · ${input.target === 'post' ? '게시글' : '댓글'} · 신고 ${reporters}건`,
      description: label,
      href: '/admin/page',
      query,
    };
    await deleteAlarmsWithQuery(trx, moderators, query);
    return { alarm, written: await insertAlarms(trx, moderators, alarm), hiddenNow };
  });
  // Each moderator's whole list: the replaced alarm leaves it as the new one arrives.
  await pushAlarmLists(deps, written, alarm);
  // The reports that hide it tell its author why; they still read it (canReadHidden).
  if (hiddenNow && authorId !== null) {
    await notifyUsers(deps, [authorId], {
      kind: 'report',
      title: BOARD_MESSAGES.hiddenAlarmTitle(input.target),
      subTitle: label,
      description: BOARD_MESSAGES.hiddenAlarmPending(await reportReasonsText(deps.db, input.target, input.targetId)),
      href,
    });
  }
}
