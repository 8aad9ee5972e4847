import type { AuditEntryView } from '@nanum/shared/auditLog';
import { maskEmail } from '@nanum/shared/emailMask';
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

/** A snapshot with every `email` value masked, at any depth (for readers who may not see emails). */
function maskEmails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskEmails);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === 'email' && typeof inner === 'string' ? maskEmail(inner) : maskEmails(inner)]));
}

/**
 * An audit entry as the admin area reads it (the IP stays in the database for investigations);
 * emails in the snapshots only for readers whose role needs them.
 */
export const presentAudit = (row: AuditRow, showEmails = true): AuditEntryView => {
  const snapshot = (text: string | null) => (showEmails ? parse(text) : maskEmails(parse(text)));
  return {
    id: row.id,
    userId: row.user_id,
    actorName: row.actor_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: snapshot(row.before_json),
    after: snapshot(row.after_json),
    date: toIso(row.created_at),
  };
};
