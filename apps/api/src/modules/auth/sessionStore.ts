import session from 'express-session';
import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session store in the `sessions` table (sid, sess, expired), the same on SQLite and
 * MySQL. Expired rows are never returned and are swept periodically.
 */
export class KnexSessionStore extends session.Store {
  private sweeper: NodeJS.Timeout;

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
      .then((row: { sess: string } | undefined) => callback(null, row ? (JSON.parse(row.sess) as session.SessionData) : null))
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.db('sessions')
      .insert({ sid, sess: JSON.stringify(sess), expired: this.expiry(sess) })
      .onConflict('sid')
      .merge(['sess', 'expired'])
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.db('sessions')
      .where({ sid })
      .update({ expired: this.expiry(sess) })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db('sessions')
      .where({ sid })
      .delete()
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Deletes expired sessions; returns how many. */
  async sweep(): Promise<number> {
    return this.db('sessions').where('expired', '<=', toDbDate()).delete();
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
