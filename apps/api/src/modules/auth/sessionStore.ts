import session from 'express-session';
import type { Db } from '../../db/knex';
import { toDbDate, toIso } from '../../db/values';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions whose row is kept in memory (the most recently read or written). */
export const SESSION_MIRROR_LIMIT = 10_000;

/** A session row as this store last wrote or read it: the JSON and the expiry, in whole seconds as stored. */
interface MirroredRow {
  sess: string;
  expiresSecond: number;
}

const second = (ms: number) => Math.floor(ms / 1000);

/**
 * express-session store in the `sessions` table (sid, sess, expired), the same on SQLite and
 * MySQL. Expired rows are never returned and are swept periodically. There is no `touch`: the
 * idle expiry moves by saving the session (session.ts renews it at most once a minute), so
 * express-session does not write the row on every answer.
 *
 * Every session read hits this store (each request with the session cookie), so it keeps a mirror
 * of the rows it has read or written and answers reads from it. That is right because this store
 * is the only writer of the table and serves one instance: several instances share sessions
 * through Redis (REDIS_URL), never through this table. A row is mirrored only once its write has
 * committed, and a read that raced with a write is not mirrored, so the mirror never holds
 * anything the table does not.
 */
export class KnexSessionStore extends session.Store {
  private sweeper: NodeJS.Timeout;
  private readonly mirror = new Map<string, MirroredRow>();
  /** Counts writes, so a read that overlapped one does not mirror what it read. */
  private writes = 0;

  constructor(
    private readonly db: Db,
    sweepEveryMs = 15 * 60 * 1000,
  ) {
    super();
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), sweepEveryMs);
    this.sweeper.unref();
  }

  private expiryOf(sess: session.SessionData): Date {
    return sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + DAY_MS);
  }

  private keep(sid: string, row: MirroredRow): void {
    this.mirror.delete(sid); // re-inserted last: the oldest entries go first when full
    if (this.mirror.size >= SESSION_MIRROR_LIMIT) this.mirror.delete(this.mirror.keys().next().value as string);
    this.mirror.set(sid, row);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    const kept = this.mirror.get(sid);
    if (kept) {
      if (kept.expiresSecond > second(Date.now())) return callback(null, JSON.parse(kept.sess) as session.SessionData);
      this.mirror.delete(sid);
      return callback(null, null);
    }
    const writesBefore = this.writes;
    this.db('sessions')
      .where({ sid })
      .andWhere('expired', '>', toDbDate())
      .first('sess', 'expired')
      .then((row: { sess: string; expired: string | Date } | undefined) => {
        if (!row) return null;
        if (this.writes === writesBefore) this.keep(sid, { sess: row.sess, expiresSecond: second(Date.parse(toIso(row.expired) ?? '')) });
        return JSON.parse(row.sess) as session.SessionData;
      })
      // Two-argument then: a callback that throws is never called a second time with its own error.
      .then((sess) => callback(null, sess), (error: unknown) => callback(error));
  }

  /** Runs a write of one session's row: the mirror forgets the row until the write has committed. */
  private write(sid: string, run: () => PromiseLike<unknown>, after: (() => void) | undefined, callback?: (err?: unknown) => void): void {
    this.writes += 1;
    this.mirror.delete(sid);
    run().then(
      () => {
        this.writes += 1;
        after?.();
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const json = JSON.stringify(sess);
    const expires = this.expiryOf(sess);
    this.write(
      sid,
      () => this.db('sessions').insert({ sid, sess: json, expired: toDbDate(expires) }).onConflict('sid').merge(['sess', 'expired']),
      () => this.keep(sid, { sess: json, expiresSecond: second(expires.getTime()) }),
      callback,
    );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.write(sid, () => this.db('sessions').where({ sid }).delete(), undefined, callback);
  }

  /** Deletes expired sessions; returns how many. */
  async sweep(): Promise<number> {
    const now = second(Date.now());
    for (const [sid, row] of this.mirror) if (row.expiresSecond <= now) this.mirror.delete(sid);
    return this.db('sessions').where('expired', '<=', toDbDate()).delete();
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
