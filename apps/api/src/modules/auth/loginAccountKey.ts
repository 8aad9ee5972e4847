import type { Request, RequestHandler } from 'express';
import { canonicalEmail } from '@nanum/shared/emailAddress';
import { EMAIL_INPUT_MAX_LENGTH } from '@nanum/shared/limits';
import type { Db } from '../../db/knex';
import { findUserIdByEmail } from '../user/user.repo';

/** Garbage (no passid, not a string, longer than an address may be) shares one counter: it fails validation anyway. */
const NO_ACCOUNT = 'acct:-';

const keys = new WeakMap<Request, string>();

/**
 * Resolves what a login's failures count against, before the per-account limiter runs: the account
 * the typed address belongs to, its own or a look-alike of it (case, accents, Unicode form,
 * invisible characters: findUserIdByEmail), so that every way of typing one member's address
 * shares one lockout; an address nobody has counts as its canonical form (trimmed, NFC, lower-case).
 */
export function resolveLoginAccount(db: Db): RequestHandler {
  return (req, _res, next) => {
    const passid: unknown = req.body?.passid;
    if (typeof passid !== 'string' || passid.trim() === '' || passid.trim().length > EMAIL_INPUT_MAX_LENGTH) {
      keys.set(req, NO_ACCOUNT);
      next();
      return;
    }
    findUserIdByEmail(db, passid)
      .then((userId) => {
        keys.set(req, userId === null ? `acct:email:${canonicalEmail(passid)}` : `acct:user:${userId}`);
        next();
      })
      .catch(next);
  };
}

/** The key of the per-account login limiter (resolveLoginAccount must have run). */
export const loginAccountKey = (req: Request): string => keys.get(req) ?? NO_ACCOUNT;
