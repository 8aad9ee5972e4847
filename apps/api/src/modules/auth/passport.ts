import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { LOGIN_FAILED_MESSAGE } from '@nanum/shared/messages';
import type { Db } from '../../db/knex';
import { verifyPassword } from '../user/password';
import { findCredentialsByEmail, findUserById, type UserRow } from '../user/user.repo';
import type { SessionUserRef } from './session';
import type { SessionUserLoader } from './sessionUser';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // The logged-in user, as loaded by deserializeUser on each request.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}


/**
 * A passport instance of our own (not the global singleton): the local strategy (email + bcrypt)
 * and the session (de)serialisation. The session keeps the user's id and session version; a
 * session whose version is behind the user's (password reset) no longer logs anyone in.
 */
export function createPassport(db: Db, sessionUser: SessionUserLoader): InstanceType<typeof Passport> {
  const passport = new Passport();

  passport.use(
    'local',
    new LocalStrategy({ usernameField: 'passid', passwordField: 'password', session: true }, (email, password, done) => {
      findCredentialsByEmail(db, email)
        .then(async (credentials) => {
          // Unknown email: still spend a bcrypt comparison, so timing does not tell.
          const ok = await verifyPassword(password, credentials?.password_hash);
          if (!credentials || !ok) return done(null, false, { message: LOGIN_FAILED_MESSAGE });
          const user = await findUserById(db, credentials.id);
          return done(null, user ?? false);
        })
        .catch((error: unknown) => done(error));
    }),
  );

  passport.serializeUser((user, done) => {
    const ref: SessionUserRef = { id: user.id, v: user.session_version };
    done(null, ref);
  });

  passport.deserializeUser((ref: SessionUserRef, done) => {
    // Every request with a session loads its user (sessionUser.ts: through the read cache).
    sessionUser(ref)
      .then((user) => done(null, user ?? false))
      .catch((error: unknown) => done(error));
  });

  return passport;
}
