import { createHash } from 'node:crypto';
import {
  SOCIAL_LOGIN_RESULT,
  SOCIAL_PLACEHOLDER_EMAIL_DOMAIN,
  SOCIAL_PROVIDER_CODES,
  socialProviderLabel,
  type SocialLoginRefusal,
} from '@nanum/shared/codes';
import type { Db } from '../../../db/knex';
import { findUserById, findUserIdByEmail, insertUser, type UserRow } from '../../user/user.repo';
import { findIdentityOwner, hasIdentityOfProvider, insertIdentity } from './social.repo';
import type { SocialProfile } from './socialProfile';

/** What a social login comes to. */
export type SocialSignIn =
  /** Log this member in: the identity was theirs, or a new account was just created for it. */
  | { kind: 'login'; user: UserRow; created: boolean }
  /** The identity is (now) linked to the member who started the flow; they stay logged in. */
  | { kind: 'linked'; user: UserRow }
  /** Nobody is logged in: the result tells the user why. */
  | { kind: 'refused'; result: Exclude<SocialLoginRefusal, 'failed'> };

type Decision = { kind: 'login' | 'linked'; userId: number; created?: boolean } | { kind: 'refused'; result: Exclude<SocialLoginRefusal, 'failed'> };

/**
 * The stand-in email of an account whose provider gave no verified email (users.email is required
 * and unique): readable from the provider id when it is short and plain, else from its hash.
 */
export function placeholderEmail(profile: Pick<SocialProfile, 'provider' | 'id'>): string {
  const local = /^[A-Za-z0-9_-]{1,60}$/.test(profile.id) ? profile.id : createHash('sha256').update(profile.id).digest('hex').slice(0, 32);
  return `${profile.provider}.${local}@${SOCIAL_PLACEHOLDER_EMAIL_DOMAIN}`.toLowerCase();
}

/**
 * Links or creates the account of a provider identity, in one transaction:
 * - `linkUserId` (a member started the flow while logged in): link the identity to them, unless it
 *   belongs to someone else or they already have another account of this provider;
 * - an identity already linked logs its member in;
 * - otherwise a new, uncertified account without password (passport = the provider's code) and its
 *   identity are created. An email that already has an account is never merged silently: the user
 *   must log in to that account and link from there.
 */
export async function signInWithSocial(db: Db, profile: SocialProfile, linkUserId?: number): Promise<SocialSignIn> {
  const decision = await db.transaction(async (trx): Promise<Decision> => {
    const owner = await findIdentityOwner(trx, profile.provider, profile.id);
    const identity = { provider: profile.provider, providerUserId: profile.id, email: profile.email };

    if (linkUserId !== undefined) {
      if (owner !== null) return owner === linkUserId ? { kind: 'linked', userId: owner } : { kind: 'refused', result: SOCIAL_LOGIN_RESULT.ALREADY_LINKED };
      if (await hasIdentityOfProvider(trx, linkUserId, profile.provider)) return { kind: 'refused', result: SOCIAL_LOGIN_RESULT.PROVIDER_LINKED };
      await insertIdentity(trx, { ...identity, userId: linkUserId });
      return { kind: 'linked', userId: linkUserId };
    }

    if (owner !== null) return { kind: 'login', userId: owner };
    if (profile.email !== null && (await findUserIdByEmail(trx, profile.email)) !== null) {
      return { kind: 'refused', result: SOCIAL_LOGIN_RESULT.LINK_REQUIRED };
    }
    const code = SOCIAL_PROVIDER_CODES[profile.provider];
    const userId = await insertUser(trx, {
      email: profile.email ?? placeholderEmail(profile),
      passwordHash: null,
      name: profile.name ?? `${socialProviderLabel(code) ?? ''} 회원`.trim(),
      passport: code,
      certify: false,
    });
    await insertIdentity(trx, { ...identity, userId });
    return { kind: 'login', userId, created: true };
  });

  if (decision.kind === 'refused') return decision;
  const user = await findUserById(db, decision.userId);
  if (!user) throw new Error(`user ${decision.userId} of a social identity is missing`);
  return decision.kind === 'login' ? { kind: 'login', user, created: decision.created === true } : { kind: 'linked', user };
}
