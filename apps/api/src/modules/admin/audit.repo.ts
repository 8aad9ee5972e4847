import type { Db } from '../../db/knex';
import { toDbDate, toNumber } from '../../db/values';

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

/** One page of entries, newest first, and the total count. */
export async function findAuditPage(db: Db, page: number, size: number): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = (await db('audit_log')
    .select('id', 'user_id', 'actor_name', 'action', 'target_type', 'target_id', 'before_json', 'after_json', 'created_at')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)) as AuditRow[];
  const [count] = await db('audit_log').count({ total: '*' });
  return { rows, total: toNumber(count?.total) };
}
