import type { ReportTarget } from '@nanum/shared/boardRules';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/errors';
import { toDbDate, toNumber } from '../../db/values';

/** Recommendations of posts and comments: one row per user per target, the count kept on the target. */
const RECOMMEND = {
  post: { table: 'post_recommendations', column: 'post_id', target: 'posts' },
  comment: { table: 'comment_recommendations', column: 'comment_id', target: 'comments' },
} as const;

/**
 * Adds (on) or removes (off) the user's recommendation. Answers false when there was nothing to
 * change (already recommended / never recommended), true when it changed.
 */
export async function setRecommendation(db: Db, kind: ReportTarget, targetId: number, userId: number, on: boolean): Promise<boolean> {
  const spec = RECOMMEND[kind];
  try {
    return await db.transaction(async (trx) => {
      if (on) {
        // The count first (a second recommendation's unique violation rolls it back): the target's
        // row is taken for writing before the new row's foreign key reads it, or members
        // recommending at once deadlock on MariaDB.
        await trx(spec.target).where({ id: targetId }).increment('recommend', 1);
        await trx(spec.table).insert({ [spec.column]: targetId, user_id: userId, created_at: toDbDate() });
        return true;
      }
      const removed = await trx(spec.table).where({ [spec.column]: targetId, user_id: userId }).delete();
      if (removed > 0) await trx(spec.target).where({ id: targetId }).where('recommend', '>', 0).decrement('recommend', 1);
      return removed > 0;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The current recommendation count of a target. */
export async function recommendCount(db: Db, kind: ReportTarget, targetId: number): Promise<number> {
  const row = await db(RECOMMEND[kind].target).where({ id: targetId }).first('recommend');
  return toNumber(row?.recommend);
}

/** Whether the user recommends the target. */
export async function hasRecommended(db: Db, kind: ReportTarget, targetId: number, userId: number): Promise<boolean> {
  const spec = RECOMMEND[kind];
  return !!(await db(spec.table).where({ [spec.column]: targetId, user_id: userId }).first('id'));
}

/** What a member did to some comments: the ones they recommend and the ones they reported. */
export interface CommentMarks {
  recommended: Set<number>;
  reported: Set<number>;
}

/** The member's marks on these comments (none for a visitor). */
export async function commentMarks(db: Db, commentIds: number[], userId: number | undefined): Promise<CommentMarks> {
  if (commentIds.length === 0 || userId === undefined) return { recommended: new Set(), reported: new Set() };
  const [recommended, reported] = await Promise.all([
    db('comment_recommendations').whereIn('comment_id', commentIds).where({ user_id: userId }).pluck('comment_id'),
    db('reports').where({ target_type: 'comment', reporter_id: userId, handled: 0 }).whereIn('target_id', commentIds).pluck('target_id'),
  ]);
  return { recommended: new Set(recommended.map(toNumber)), reported: new Set(reported.map(toNumber)) };
}

/** Whether the member's report of the target awaits a decision (one open report per member and target; once handled, they may report again). */
export async function hasReported(db: Db, kind: ReportTarget, targetId: number, userId: number): Promise<boolean> {
  return !!(await db('reports').where({ target_type: kind, target_id: targetId, reporter_id: userId, handled: 0 }).first('id'));
}

/** Reports the user filed since `since`. */
export async function countReportsSince(db: Db, reporterId: number, since: Date): Promise<number> {
  const row = await db('reports').where({ reporter_id: reporterId }).where('created_at', '>=', toDbDate(since)).count({ count: '*' }).first();
  return toNumber(row?.count);
}

export interface NewReport {
  reporterId: number;
  target: ReportTarget;
  targetId: number;
  reason: number;
  description: string;
}

/**
 * Takes the reported post's or comment's row for the transaction: what touches a target's reports
 * takes it first, so reports and decisions on one target take turns (and never deadlock).
 */
export async function lockReportTarget(trx: Knex.Transaction, target: ReportTarget, targetId: number): Promise<void> {
  await trx(RECOMMEND[target].target).where({ id: targetId }).forUpdate().first('id');
}

/**
 * The copy of what is reported, taken by the report that opens a round (no open report of the
 * target before it): the post's title and HTML, or the comment's text. Later reports of the round
 * hold none (the queue reads the round's copy). Moderators only ever see it (the reports queue).
 */
async function reportedCopy(trx: Knex.Transaction, target: ReportTarget, targetId: number): Promise<{ reported_title: string | null; reported_content: string | null }> {
  const none = { reported_title: null, reported_content: null };
  if (await trx('reports').where({ target_type: target, target_id: targetId, handled: 0 }).first('id')) return none;
  if (target === 'post') {
    const post = await trx('posts').where({ id: targetId }).first('title', 'content');
    return post ? { reported_title: String(post.title), reported_content: String(post.content) } : none;
  }
  const comment = await trx('comments').where({ id: targetId }).first('description');
  return comment ? { reported_title: null, reported_content: String(comment.description) } : none;
}

/**
 * Files the report and answers how many distinct members now report the target, or undefined
 * when this member's earlier report of it still awaits a decision (the unique key on the reporter,
 * the target and `pending`: one open report each; a handled one lets them report again).
 */
export async function insertReport(trx: Knex.Transaction, report: NewReport): Promise<number | undefined> {
  // The reported row first: reports of one target take turns, so each counts the ones before it.
  await lockReportTarget(trx, report.target, report.targetId);
  const copy = await reportedCopy(trx, report.target, report.targetId);
  try {
    await trx.transaction(async (inner) => {
      await inner('reports').insert({
        reporter_id: report.reporterId,
        target_type: report.target,
        target_id: report.targetId,
        reason: report.reason,
        description: report.description,
        ...copy,
        pending: 1,
        created_at: toDbDate(),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  const row = await trx('reports').where({ target_type: report.target, target_id: report.targetId, handled: 0 }).countDistinct({ count: 'reporter_id' }).first();
  return toNumber(row?.count);
}

/** The reasons of the target's open (unhandled) reports, each once, in code order. */
export async function openReportReasons(db: Db, target: ReportTarget, targetId: number): Promise<number[]> {
  const codes = await db('reports').where({ target_type: target, target_id: targetId, handled: 0 }).distinct('reason').orderBy('reason').pluck('reason');
  return codes.map(toNumber);
}

/** Verified operators and admins who get the report alarms. */
export async function moderatorIds(db: Db): Promise<number[]> {
  const ids = await db('users').where('power', '>=', 1).where({ certify: 1 }).whereIn('hidden', [0, 2]).pluck('id');
  return ids.map(toNumber);
}
