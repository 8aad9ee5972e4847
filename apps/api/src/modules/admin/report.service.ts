import { ADMIN_MESSAGES as M } from '@nanum/shared/adminMessages';
import type { ReportedText, ReportView } from '@nanum/shared/adminViews';
import type { ReportDecisionInput } from '@nanum/shared/adminMemberSchemas';
import { reportReasonLabel } from '@nanum/shared/codes';
import type { Db } from '../../db/knex';
import { toIso } from '../../db/values';
import { AppError } from '../../http/AppError';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { notifyUsers } from '../alarm/alarm.service';
import { lockReportTarget } from '../community/reaction.repo';
import { reportReasonsText } from '../community/reaction.service';
import { plainText, textOfCleanHtml } from '../community/sanitize';
import { recordChange, type Actor } from './audit.service';
import { findReportGroups, findReportTarget, handleReports, setTargetHidden, type ReportedWords, type ReportTargetType } from './report.repo';

const QUEUE_LIMIT = 100;
/** Characters of each text the queue shows beside the other. */
const COMPARED_TEXT_MAX = 1000;

/** A post's stored (clean) HTML or a comment's text, as the plain text the queue shows. */
const shown = (type: ReportTargetType, words: ReportedWords): ReportedText => ({
  title: words.title,
  text: type === 'post' ? textOfCleanHtml(words.content, COMPARED_TEXT_MAX) : plainText(words.content, COMPARED_TEXT_MAX),
});

/** The reported words beside the current ones when the author changed them since (compared as stored), else null. */
function changedSince(type: ReportTargetType, copy: ReportedWords | null, now: ReportedWords | undefined): ReportView['changed'] {
  if (!copy || !now || (copy.title === now.title && copy.content === now.content)) return null;
  return { reported: shown(type, copy), current: shown(type, now) };
}

/** The queue: each reported target with its reasons (labelled), counts and current state, as `viewerId` sees it. */
export async function reportQueue(db: Db, handled: number, viewerId: number): Promise<ReportView[]> {
  const groups = await findReportGroups(db, handled, QUEUE_LIMIT);
  const list: ReportView[] = [];
  for (const group of groups) {
    const target = await findReportTarget(db, group.targetType, group.targetId);
    list.push({
      targetType: group.targetType,
      targetId: group.targetId,
      count: group.count,
      reasons: Object.entries(group.reasons).map(([code, count]) => ({ code: Number(code), label: reportReasonLabel(Number(code)) ?? '', count })),
      descriptions: group.descriptions,
      firstAt: toIso(group.firstAt),
      lastAt: toIso(group.lastAt),
      title: target?.title.replace(/<[^>]*>/g, '').slice(0, 120) ?? '',
      boardName: target?.boardName ?? null,
      href: target?.boardHref ? `/community/${target.boardHref}/${target.postId}` : null,
      hidden: target?.hidden ?? false,
      exists: target !== undefined,
      ownWriting: target !== undefined && target.authorId === viewerId,
      changed: changedSince(group.targetType, group.copy, target?.words),
    });
  }
  return list;
}

/**
 * Decides on every open report of a target: hide it, restore it or keep it as it is; the reports
 * become handled (1) and each reporter gets an alarm with the outcome (saved, then pushed live).
 */
export async function decideReport(deps: { db: Db; realtime: RealtimeEmitter }, actor: Actor, input: ReportDecisionInput): Promise<void> {
  const { targetType, targetId, decision } = input;
  const reporters = await deps.db.transaction(async (trx) => {
    // The target's row before its reports, as a report takes them (the other order deadlocked with one on MariaDB).
    await lockReportTarget(trx, targetType, targetId);
    const target = await findReportTarget(trx, targetType, targetId);
    // Four eyes, as for participation records: nobody judges the reports on what they wrote themselves.
    if (target && target.authorId === actor.userId) throw new AppError(403, M.ownReportedWriting, 'OWN_REPORTED_WRITING');
    const reasons = await reportReasonsText(trx, targetType, targetId);
    const handled = await handleReports(trx, targetType, targetId, actor.userId);
    if (!target || handled.length === 0) throw new AppError(404, M.reportNotFound, 'REPORT_NOT_FOUND');
    if (decision !== 'keep') await setTargetHidden(trx, targetType, targetId, decision === 'hide');
    const hiddenAfter = decision === 'keep' ? target.hidden : decision === 'hide';
    // The same fields before and after, so the log reads "숨김: 아니오 → 예", "처리 대기 신고(건): 2 → 0".
    await recordChange(trx, actor, { action: `report.${decision}`, targetType, targetId, before: { hidden: target.hidden, openReports: handled.length }, after: { hidden: hiddenAfter, openReports: 0 } });
    const changed = hiddenAfter !== target.hidden || decision === 'hide';
    return { ids: handled, hidden: hiddenAfter, href: target.boardHref ? `/community/${target.boardHref}/${target.postId}` : '', author: changed ? target.authorId : null, reasons, label: target.title.replace(/<[^>]*>/g, '').slice(0, 60) };
  });
  await notifyUsers(deps, reporters.ids, {
    kind: 'report',
    title: M.reportAlarmTitle,
    subTitle: targetType === 'post' ? '게시물 신고' : '댓글 신고',
    description: reporters.hidden ? M.reportAlarmHidden : M.reportAlarmKept,
    href: reporters.hidden ? '' : reporters.href,
  });
  // The author learns the outcome when it hides their writing or shows it again (they still read it when hidden).
  if (reporters.author !== null) {
    await notifyUsers(deps, [reporters.author], {
      kind: 'report',
      title: reporters.hidden ? M.reportAuthorHiddenTitle(targetType) : M.reportAuthorRestoredTitle(targetType),
      subTitle: reporters.label,
      description: reporters.hidden ? M.reportAuthorHidden(reporters.reasons) : M.reportAuthorRestored,
      href: reporters.href,
    });
  }
}
