import type { Db } from '../../db/knex';
import type { ReadCache } from '../../http/readCache';
import { findUserById, type UserRow } from '../user/user.repo';
import type { SessionUserRef } from './session';

/** The user a session's login stands for, or null: unknown, or the session is of an older session version. */
export type SessionUserLoader = (ref: SessionUserRef) => Promise<UserRow | null>;

/**
 * The one session check, for requests (passport's deserializeUser) and sockets (the gateway's
 * rooms) alike: the session keeps the user's id and session version at login, and a session whose
 * version is behind the user's (a password change or reset, bumpSessionVersion) no longer logs
 * anyone in. The user is read through the read cache when given, which every write (a ban, a
 * rank change, a password reset) empties before it runs and again when it ends.
 */
export function sessionUserLoader(db: Db, cache?: ReadCache): SessionUserLoader {
  return async (ref) => {
    const load = () => findUserById(db, ref.id);
    const user = await (cache ? cache.get(`user:${ref.id}`, load) : load());
    return user && user.session_version === ref.v ? user : null;
  };
}
