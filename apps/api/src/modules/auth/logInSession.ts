import type { Request } from 'express';
import type { Db } from '../../db/knex';
import { logSecurityEvent, type SecurityEvent } from '../../http/securityLog';
import { moveDevicesToSession } from '../push/device.repo';
import { deviceSessionKey } from '../push/deviceSession';
import { recordLogin, type UserRow } from '../user/user.repo';

/** How a login is recorded: the security event of the log (none for a sign-up) and its extra fields. */
export interface LogInOptions {
  event?: Extract<SecurityEvent, 'login' | 'social.login'>;
  extra?: Record<string, string | number>;
}

/**
 * Logs the user in on this request, the one way every login does it (email, sign-up, social):
 * passport's req.login, which regenerates the session id and stores the user's id and session
 * version (passport.ts); the login time the absolute session lifetime counts from (session.ts);
 * the user's last login; and the security event.
 */
export async function logInSession(db: Db, req: Request, user: UserRow, { event, extra }: LogInOptions = {}): Promise<void> {
  await renewSessionLogin(db, req, user, Date.now());
  if (event) logSecurityEvent(req, event, user.id, extra);
  await recordLogin(db, user.id);
}

/**
 * Puts the user in the session again (a new session id carrying their current session version),
 * with the given login time: a password change keeps the member logged in from when they were.
 * The app installs this login registered follow it to the new id (deviceSession.ts).
 */
export async function renewSessionLogin(db: Db, req: Request, user: UserRow, loginAt: number): Promise<void> {
  const before = req.user?.id === user.id ? req.sessionID : undefined;
  await new Promise<void>((resolve, reject) => {
    req.login(user, (error) => {
      if (error) return reject(error);
      req.session.loginAt = loginAt;
      resolve();
    });
  });
  if (before !== undefined && before !== req.sessionID) await moveDevicesToSession(db, user.id, deviceSessionKey(before), deviceSessionKey(req.sessionID));
}
