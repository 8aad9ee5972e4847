import type { SocialProviderName } from '@nanum/shared/codes';
import { canonicalEmail } from '@nanum/shared/emailAddress';
import type { Db } from '../../../db/knex';
import { toDbDate, toIso } from '../../../db/values';

/** The member a provider account is linked to, or null. */
export async function findIdentityOwner(db: Db, provider: SocialProviderName, providerUserId: string): Promise<number | null> {
  const row = await db('social_identities').where({ provider, provider_user_id: providerUserId }).first('user_id');
  return row ? Number(row.user_id) : null;
}

/** Whether the member already has an account of this provider linked. */
export async function hasIdentityOfProvider(db: Db, userId: number, provider: SocialProviderName): Promise<boolean> {
  const row = await db('social_identities').where({ user_id: userId, provider }).first('id');
  return row !== undefined;
}

export interface NewIdentity {
  userId: number;
  provider: SocialProviderName;
  providerUserId: string;
  email: string | null;
}

/** Links a provider account to a member. unique(provider, provider_user_id) and unique(user_id, provider) hold. */
export async function insertIdentity(db: Db, identity: NewIdentity): Promise<void> {
  const now = toDbDate();
  await db('social_identities').insert({
    user_id: identity.userId,
    provider: identity.provider,
    provider_user_id: identity.providerUserId,
    email: identity.email === null ? null : canonicalEmail(identity.email),
    created_at: now,
    updated_at: now,
  });
}


/** The providers linked to a member, with when they were linked, in link order. */
export async function listIdentities(db: Db, userId: number): Promise<{ provider: SocialProviderName; linkedAt: string }[]> {
  const rows: { provider: SocialProviderName; created_at: string }[] = await db('social_identities')
    .where({ user_id: userId })
    .orderBy('id')
    .select('provider', 'created_at');
  return rows.map((row) => ({ provider: row.provider, linkedAt: toIso(row.created_at) ?? '' }));
}

/** Unlinks a provider from a member; answers whether a link was removed. */
export async function deleteIdentity(db: Db, userId: number, provider: SocialProviderName): Promise<boolean> {
  return (await db('social_identities').where({ user_id: userId, provider }).delete()) > 0;
}
