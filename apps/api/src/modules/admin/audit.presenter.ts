import { toIso } from '../../db/values';
import type { AuditRow } from './audit.repo';

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** An audit entry as the admin area reads it (the IP stays in the database for investigations). */
export const presentAudit = (row: AuditRow) => ({
  id: row.id,
  userId: row.user_id,
  actorName: row.actor_name,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  before: parse(row.before_json),
  after: parse(row.after_json),
  date: toIso(row.created_at),
});
