import { WITHDRAWN_ERASED_TEXT, WITHDRAWN_NAME } from '@nanum/shared/ownAccountRules';
import type { Db } from '../../db/knex';

/** Keys of the entries about a member (admin edits of the member) that hold their personal values. */
const PERSONAL_KEYS = ['name', 'email', 'number', 'address', 'birthday', 'university', 'department', 'image', 'avatar', 'guardianName', 'guardianNumber'];

/**
 * Keys of the entries about the member's records that hold written text: the reason of a
 * correction, a cancellation or a revocation (a manager's words about the member), the title and
 * body of their post and the text of their comment that a moderator edited or deleted.
 */
const WRITTEN_KEYS = ['reason', 'title', 'body', 'description'];

function redact(json: string | null): string | null {
  if (!json) return json;
  const value = JSON.parse(json) as unknown;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return json;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, field]) => {
    if (field === null || field === undefined) return [key, field];
    if (PERSONAL_KEYS.includes(key)) return [key, WITHDRAWN_NAME];
    return [key, WRITTEN_KEYS.includes(key) ? WITHDRAWN_ERASED_TEXT : field];
  });
  return JSON.stringify(Object.fromEntries(entries));
}

/**
 * The audit log after a withdrawal: every entry stays (who did what to which record, and when: the
 * association stays accountable), but nothing in it names the member any more. Their name as an
 * actor goes; in the entries about them (target member) and about their records (their
 * participations and attendance, certificates, posts and comments), their personal values and the
 * text written by or about them are replaced. Numbers, states, times and minutes stay.
 */
export async function scrubAuditOf(trx: Db, userId: number, written: { postIds: readonly number[]; commentIds: readonly number[] }): Promise<void> {
  await trx('audit_log').where({ user_id: userId }).update({ actor_name: WITHDRAWN_NAME });
  const entries = (await trx('audit_log')
    .where({ target_type: 'member', target_id: userId })
    .orWhere((q) => q.where('target_type', 'participation').whereIn('target_id', trx('campaign_participations').where({ user_id: userId }).select('id')))
    .orWhere((q) => q.where('target_type', 'certificate').whereIn('target_id', trx('certificates').where({ user_id: userId }).select('id')))
    .orWhere((q) => q.where('target_type', 'post').whereIn('target_id', [...written.postIds]))
    .orWhere((q) => q.where('target_type', 'comment').whereIn('target_id', [...written.commentIds]))
    .select('id', 'before_json', 'after_json')) as { id: number; before_json: string | null; after_json: string | null }[];
  for (const entry of entries) {
    await trx('audit_log').where({ id: entry.id }).update({ before_json: redact(entry.before_json), after_json: redact(entry.after_json) });
  }
}
