import { lastSiteMonths, siteMonth } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { toDbDate, toIso, toNumber } from '../../db/values';

/**
 * Figures of the admin dashboard. Months are months of the site's calendar (Korea, SITE_TIME_ZONE),
 * grouped in code from the stored UTC times, so both dialects answer the same whatever their zone.
 * They count what the site still shows: live posts and comments (not deleted, not hidden by reports,
 * on a live post), members who have not withdrawn (their row stays, emptied, for their records);
 * the monthly sign-ups are history and keep them.
 */

/** Members who have not withdrawn. */
const members = (db: Db) => db('users').whereNull('withdrawn_at');

/**
 * Sign-ups per Korean month (YYYY-MM), the last `months` up to the month of `now`, oldest first,
 * months without sign-ups included. A record of what happened: a member who has since withdrawn
 * still signed up that month (the members' total leaves them out).
 */
export async function signupsPerMonth(db: Db, now: Date, months: number): Promise<Array<{ month: string; count: number }>> {
  const frame = lastSiteMonths(now, months);
  const rows = (await db('users').select('created_at').where('created_at', '>=', toDbDate(frame.since))) as Array<{ created_at: string | Date }>;
  const counts = new Map(frame.months.map((month) => [month, 0]));
  for (const row of rows) {
    const createdAt = toIso(row.created_at);
    const key = createdAt && siteMonth(new Date(createdAt));
    if (key && counts.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([month, count]) => ({ month, count }));
}

/**
 * Live posts and comments per board, in board order: a post neither deleted nor hidden by reports
 * (as the board lists show them), a comment neither deleted nor hidden, on such a post.
 */
export async function activityPerBoard(db: Db): Promise<Array<{ board: string; posts: number; comments: number }>> {
  const boards = (await db('boards').select('id', 'name').orderBy('id')) as Array<{ id: number; name: string }>;
  const posts = await db('posts as p').select('p.board_id').count({ n: 'p.id' }).whereNull('p.deleted_at').where('p.hidden', 0).groupBy('p.board_id');
  const comments = await db('comments as c')
    .join('posts as p', 'p.id', 'c.post_id')
    .select('p.board_id')
    .count({ n: 'c.id' })
    .whereNull('c.deleted_at')
    .where('c.hidden', 0)
    .whereNull('p.deleted_at')
    .where('p.hidden', 0)
    .groupBy('p.board_id');
  const byBoard = (rows: Array<Record<string, unknown>>) => new Map(rows.map((row) => [toNumber(row.board_id), toNumber(row.n)]));
  const postCounts = byBoard(posts);
  const commentCounts = byBoard(comments);
  return boards.map((board) => ({ board: board.name, posts: postCounts.get(toNumber(board.id)) ?? 0, comments: commentCounts.get(toNumber(board.id)) ?? 0 }));
}

/** Members (not withdrawn), verified members, and those who logged in since `since`. */
export async function memberCounts(db: Db, since: Date): Promise<{ total: number; certified: number; active: number }> {
  const [total] = await members(db).count({ n: 'id' });
  const [certified] = await members(db).where({ certify: 1 }).count({ n: 'id' });
  const [active] = await members(db).where('last_login_at', '>=', toDbDate(since)).count({ n: 'id' });
  return { total: toNumber(total?.n), certified: toNumber(certified?.n), active: toNumber(active?.n) };
}

/** Approved participants per campaign, latest campaigns first. */
export async function campaignParticipation(db: Db, limit: number): Promise<Array<{ campaign: string; participants: number }>> {
  const rows = await db('campaigns as c')
    .leftJoin('campaign_participations as p', function joinApproved() {
      this.on('p.campaign_id', '=', 'c.id').andOn('p.status', '=', db.raw('?', ['approved']));
    })
    .select('c.id', 'c.name')
    .count({ n: 'p.id' })
    .groupBy('c.id', 'c.name')
    .orderBy('c.id', 'desc')
    .limit(limit);
  return (rows as Array<Record<string, unknown>>).map((row) => ({ campaign: String(row.name), participants: toNumber(row.n) })).reverse();
}
