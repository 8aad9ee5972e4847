import { reindexComments, reindexPosts } from '../../db/fullText';
import type { Db } from '../../db/knex';
import { toDbDate, toNumber } from '../../db/values';

/** The reports queue: reports grouped by their target (a post or a comment). */

export type ReportTargetType = 'post' | 'comment';

export interface ReportGroup {
  targetType: ReportTargetType;
  targetId: number;
  count: number;
  reasons: Record<number, number>;
  descriptions: string[];
  firstAt: string | Date;
  lastAt: string | Date;
  /** What was reported (the copy its latest round's first report took: 0044_report_copies), or null when none is kept. */
  copy: ReportedWords | null;
}

/** A post's title and HTML, or a comment's text (title ''). */
export interface ReportedWords {
  title: string;
  content: string;
}

export interface ReportTarget {
  title: string;
  /** Its words now, to compare with the copy of what was reported. */
  words: ReportedWords;
  boardHref: string | null;
  boardName: string | null;
  postId: number;
  hidden: boolean;
  /** Its author (null: a withdrawn member). */
  authorId: number | null;
}

/** Targets with reports of the given handled flag, most reported first, then latest. */
export async function findReportGroups(db: Db, handled: number, limit: number): Promise<ReportGroup[]> {
  const rows = await db('reports')
    .select('target_type', 'target_id', 'reason', 'description', 'created_at', 'reported_title', 'reported_content')
    .where({ handled })
    .orderBy('id', 'desc')
    .limit(limit * 20);
  const groups = new Map<string, ReportGroup>();
  type Row = { target_type: ReportTargetType; target_id: unknown; reason: unknown; description: string; created_at: string | Date; reported_title: string | null; reported_content: string | null };
  for (const row of rows as Row[]) {
    const key = `${row.target_type}:${toNumber(row.target_id)}`;
    const group = groups.get(key) ?? { targetType: row.target_type, targetId: toNumber(row.target_id), count: 0, reasons: {}, descriptions: [], firstAt: row.created_at, lastAt: row.created_at, copy: null };
    group.count += 1;
    // Newest first: the latest round's copy.
    if (!group.copy && row.reported_content !== null) group.copy = { title: row.reported_title ?? '', content: row.reported_content };
    const reason = toNumber(row.reason);
    group.reasons[reason] = (group.reasons[reason] ?? 0) + 1;
    if (row.description && group.descriptions.length < 5) group.descriptions.push(row.description);
    group.firstAt = row.created_at;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** What was reported: a post's title or a comment's text, its board and whether it is hidden. */
const authorOf = (value: unknown): number | null => (value === null || value === undefined ? null : toNumber(value));

export async function findReportTarget(db: Db, type: ReportTargetType, id: number): Promise<ReportTarget | undefined> {
  if (type === 'post') {
    const row = await db('posts as p').leftJoin('boards as b', 'b.id', 'p.board_id').where('p.id', id).first('p.id', 'p.title', 'p.content', 'p.hidden', 'p.user_id', 'b.href', 'b.name');
    return row ? { title: row.title, words: { title: row.title, content: row.content }, boardHref: row.href, boardName: row.name, postId: toNumber(row.id), hidden: toNumber(row.hidden) === 1, authorId: authorOf(row.user_id) } : undefined;
  }
  const row = await db('comments as c')
    .leftJoin('posts as p', 'p.id', 'c.post_id')
    .leftJoin('boards as b', 'b.id', 'p.board_id')
    .where('c.id', id)
    .first('c.description', 'c.hidden', 'c.post_id', 'c.user_id', 'b.href', 'b.name');
  return row ? { title: row.description, words: { title: '', content: row.description }, boardHref: row.href, boardName: row.name, postId: toNumber(row.post_id), hidden: toNumber(row.hidden) === 1, authorId: authorOf(row.user_id) } : undefined;
}

/** Hides or shows a post or comment; its search index entry follows in the same transaction. */
export async function setTargetHidden(db: Db, type: ReportTargetType, id: number, hidden: boolean): Promise<void> {
  await db(type === 'post' ? 'posts' : 'comments').where({ id }).update({ hidden: hidden ? 1 : 0 });
  await (type === 'post' ? reindexPosts : reindexComments)(db, [id]);
}

/** Marks every open report of the target handled (1; no longer pending, so its reporters may report it again) and answers who reported it. */
export async function handleReports(db: Db, type: ReportTargetType, id: number, handledBy: number): Promise<number[]> {
  const reporters = (await db('reports').where({ target_type: type, target_id: id, handled: 0 }).pluck('reporter_id')).map(toNumber);
  if (reporters.length) await db('reports').where({ target_type: type, target_id: id, handled: 0 }).update({ handled: 1, pending: null, handled_by: handledBy, handled_at: toDbDate() });
  return reporters;
}
