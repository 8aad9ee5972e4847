import session from 'express-session';
import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * express-session touches the session on every request to roll its expiry: a database write per
 * read. One write a minute per session is enough (the idle lifetime is at least 5 minutes), so a
 * session's expiry may lag by up to a minute.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;
const TOUCH_MEMORY_LIMIT = 50_000;

/**
 * express-session store in the `sessions` table (sid, sess, expired), the same on SQLite and
 * MySQL. Expired rows are never returned and are swept periodically.
 */
export class KnexSessionStore extends session.Store {
  private sweeper: NodeJS.Timeout;
  /** When this instance last wrote each session's expiry. */
  private readonly writtenAt = new Map<string, number>();

  constructor(
    private readonly db: Db,
    sweepEveryMs = 15 * 60 * 1000,
  ) {
    super();
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), sweepEveryMs);
    this.sweeper.unref();
  }

  private expiry(sess: session.SessionData): string {
    const expires = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + DAY_MS);
    return toDbDate(expires);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db('sessions')
      .where({ sid })
      .andWhere('expired', '>', toDbDate())
      .first('sess')
      .then((row: { sess: string } | undefined) => (row ? (JSON.parse(row.sess) as session.SessionData) : null))
      // Two-argument then: a callback that throws is never called a second time with its own error.
      .then((sess) => callback(null, sess), (error: unknown) => callback(error));
  }

  private remember(sid: string): void {
    if (this.writtenAt.size >= TOUCH_MEMORY_LIMIT) this.writtenAt.clear();
    this.writtenAt.set(sid, Date.now());
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.remember(sid);
    this.db('sessions')
      .insert({ sid, sess: JSON.stringify(sess), expired: this.expiry(sess) })
      .onConflict('sid')
      .merge(['sess', 'expired'])
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const last = this.writtenAt.get(sid);
    if (last !== undefined && Date.now() - last < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    this.remember(sid);
    this.db('sessions')
      .where({ sid })
      .update({ expired: this.expiry(sess) })
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.writtenAt.delete(sid);
    this.db('sessions')
      .where({ sid })
      .delete()
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  /** Deletes expired sessions; returns how many. */
  async sweep(): Promise<number> {
    return this.db('sessions').where('expired', '<=', toDbDate()).delete();
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
