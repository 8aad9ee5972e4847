import type { AuditFilter } from '@nanum/shared/adminSchemas';
import type { AuditIdKind, AuditNames } from '@nanum/shared/auditValues';
import { zonedTimeToDate } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { containsPattern, toDbDate, toNumber } from '../../db/values';

/** The append-only audit log (audit_log): inserts and reads only, never an update or a delete. */

export interface AuditEntry {
  userId: number;
  actorName: string;
  action: string;
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
  ip: string;
}

export interface AuditRow {
  id: number;
  user_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string | Date;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    user_id: entry.userId,
    actor_name: entry.actorName,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before_json: json(entry.before),
    after_json: json(entry.after),
    ip: entry.ip.slice(0, 45),
    created_at: toDbDate(),
  });
}

/**
 * Whose entries a reader sees: everything, or (a division head) their own changes and those made
 * to their division's members (only their own when they head no division: id null).
 */
export interface AuditScope {
  division?: { id: number | null; readerId: number };
}

/** The instant a Korean day (YYYY-MM-DD) begins, `days` later. */
const dayStart = (day: string, days = 0): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return toDbDate(zonedTimeToDate({ year, month, day: date + days }));
};

function scoped(db: Db, scope: AuditScope, filter: AuditFilter = {}) {
  const query = db('audit_log as a');
  if (filter.actor) query.whereRaw('a.actor_name like ? escape ?', [containsPattern(filter.actor), '!']);
  if (filter.action) query.where('a.action', filter.action);
  if (filter.target) query.where('a.target_type', filter.target);
  if (filter.targetId !== undefined) query.where('a.target_id', filter.targetId);
  if (filter.from) query.where('a.created_at', '>=', dayStart(filter.from));
  if (filter.to) query.where('a.created_at', '<', dayStart(filter.to, 1));
  const { division } = scope;
  if (division) {
    const divisionId = division.id;
    query.where((w) => {
      w.where('a.user_id', division.readerId);
      if (divisionId !== null) {
        w.orWhere((member) => member.where('a.target_type', 'member').whereIn('a.target_id', db('users').select('id').where('division_id', divisionId)));
      }
    });
  }
  return query;
}

/** One page of the entries the scope and the filter allow, newest first, and their count. */
export async function findAuditPage(db: Db, page: number, size: number, scope: AuditScope = {}, filter: AuditFilter = {}): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = (await scoped(db, scope, filter)
    .select('a.id', 'a.user_id', 'a.actor_name', 'a.action', 'a.target_type', 'a.target_id', 'a.before_json', 'a.after_json', 'a.created_at')
    .orderBy('a.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)) as AuditRow[];
  const [count] = await scoped(db, scope, filter).count({ total: '*' });
  return { rows, total: toNumber(count?.total) };
}

/** The names of the teams and divisions a page of entries refers to: one query per kind named. */
export async function findAuditNames(db: Db, ids: Record<AuditIdKind, number[]>): Promise<AuditNames> {
  const names: AuditNames = { team: {}, division: {} };
  const tables = { team: 'teams', division: 'divisions' } as const;
  for (const kind of ['team', 'division'] as const) {
    if (ids[kind].length === 0) continue;
    const rows: { id: number | string; name: string }[] = await db(tables[kind]).whereIn('id', ids[kind]).select('id', 'name');
    for (const row of rows) names[kind][toNumber(row.id)] = row.name;
  }
  return names;
}
