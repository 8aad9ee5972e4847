import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { toDbDate, toNumber } from '../../db/values';

/** A push waiting in the outbox, as a worker claimed it. */
export interface OutboxItem {
  id: number;
  deviceId: number;
  token: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  attempts: number;
}

export interface NewOutboxRow {
  deviceId: number;
  userId: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  notBefore: Date;
  /** Promotional, to a member without night-time consent: never sent 21:00 to 08:00 Korean time. */
  holdAtNight: boolean;
}

const INSERT_CHUNK = 500;

/** Writes pushes to send (in the caller's transaction: they exist exactly when the alarm does). */
export async function enqueuePushes(db: Db, rows: readonly NewOutboxRow[]): Promise<void> {
  const now = toDbDate();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db('push_outbox').insert(
      rows.slice(start, start + INSERT_CHUNK).map((row) => ({
        device_id: row.deviceId,
        user_id: row.userId,
        kind: row.kind,
        title: row.title.slice(0, 200),
        body: row.body.slice(0, 500),
        link: row.link.slice(0, 500),
        state: 'pending',
        hold_at_night: row.holdAtNight,
        attempts: 0,
        next_attempt_at: toDbDate(row.notBefore),
        claimed_by: null,
        claimed_until: null,
        sent_at: null,
        last_error: null,
        created_at: now,
      })),
    );
  }
}

/**
 * Claims up to `limit` due pushes for `claim` (unique per claim) until `leaseMs` from now: pending,
 * due, attempts left, not under another live lease, and, when `night`, not held at night. The UPDATE repeats the conditions, so of
 * two workers that picked the same rows only one gets each (InnoDB re-reads the locked row; SQLite
 * writes one at a time); an expired lease (a worker that died mid-send) is claimable again.
 * `more`: there may be more due rows (a full page, or rows another worker took first).
 */
export async function claimDuePushes(db: Db, claim: string, options: { leaseMs: number; limit: number; maxAttempts: number; now?: Date; night?: boolean }): Promise<{ items: OutboxItem[]; more: boolean }> {
  const now = options.now ?? new Date();
  const at = toDbDate(now);
  const claimable = (query: Knex.QueryBuilder) => {
    query
      .where('state', 'pending')
      .andWhere('next_attempt_at', '<=', at)
      .andWhere('attempts', '<', options.maxAttempts)
      .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', at));
    // At night (the caller tells: the Korean clock is a domain rule) pushes held at night wait, due as they are, for the morning.
    return options.night ? query.andWhere('hold_at_night', false) : query;
  };
  const ids = (await claimable(db('push_outbox')).orderBy('id').limit(options.limit).pluck('id')) as number[];
  if (ids.length === 0) return { items: [], more: false };
  const won = await claimable(db('push_outbox').whereIn('id', ids)).update({ claimed_by: claim, claimed_until: toDbDate(new Date(now.getTime() + options.leaseMs)), attempts: db.raw('attempts + 1') });
  let rows: { id: number; device_id: number; token: string; kind: string; title: string; body: string; link: string; attempts: number }[];
  try {
    rows = await db('push_outbox as o')
      .join('push_devices as d', 'd.id', 'o.device_id')
      .where('o.claimed_by', claim)
      .andWhere('o.state', 'pending')
      .select('o.id', 'o.device_id', 'd.token', 'o.kind', 'o.title', 'o.body', 'o.link', 'o.attempts')
      .orderBy('o.id');
  } catch (error) {
    // What this claim won goes back at once rather than waiting out the lease unsent.
    await db('push_outbox').where({ claimed_by: claim, state: 'pending' }).update({ claimed_by: null, claimed_until: null }).catch(() => 0);
    throw error;
  }
  const items = rows.map((row) => ({ id: toNumber(row.id), deviceId: toNumber(row.device_id), token: row.token, kind: row.kind, title: row.title, body: row.body, link: row.link, attempts: toNumber(row.attempts) }));
  // More may be due: the page was full, or another worker won some of these rows meanwhile.
  return { items, more: ids.length === options.limit || won < ids.length };
}

/** Ends the claim: sent, failed for good, or back to pending for `retryAt`. Only the claim's holder may (answers whether it still held it). */
export async function settlePush(db: Db, id: number, claim: string, outcome: { state: 'sent' | 'failed' } | { state: 'pending'; retryAt: Date }, error?: string): Promise<boolean> {
  const values = {
    state: outcome.state,
    claimed_by: null,
    claimed_until: null,
    last_error: error ? error.slice(0, 200) : null,
    ...(outcome.state === 'sent' ? { sent_at: toDbDate() } : {}),
    ...(outcome.state === 'pending' ? { next_attempt_at: toDbDate(outcome.retryAt) } : {}),
  };
  return (await db('push_outbox').where({ id, claimed_by: claim, state: 'pending' }).update(values)) > 0;
}

/**
 * Pushes written before `before`, whatever became of them, are removed (the outbox is not an
 * archive, and a push a week late is no news): sent and failed ones, and pending ones a worker no
 * longer holds (push was turned off, or the device never came back). Answers how many.
 */
export async function pruneOldPushes(db: Db, before: Date, now: Date = new Date()): Promise<number> {
  return db('push_outbox')
    .where('created_at', '<', toDbDate(before))
    .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', toDbDate(now)))
    .delete();
}
