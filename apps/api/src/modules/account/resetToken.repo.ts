import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';

export async function insertResetToken(db: Db, token: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db('password_reset_tokens').insert({
    user_id: token.userId,
    token_hash: token.tokenHash,
    expires_at: toDbDate(token.expiresAt),
    created_at: toDbDate(),
  });
}

/** The member of an unused, unexpired token; undefined otherwise. */
export async function findUsableResetToken(db: Db, tokenHash: string): Promise<{ id: number; userId: number } | undefined> {
  const row = await db('password_reset_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', toDbDate())
    .first('id', 'user_id');
  return row ? { id: Number(row.id), userId: Number(row.user_id) } : undefined;
}

/** Uses the token up, only if it is still usable (single use, even under races); false otherwise. */
export async function useResetToken(db: Db, id: number): Promise<boolean> {
  const updated = await db('password_reset_tokens')
    .where({ id })
    .whereNull('used_at')
    .andWhere('expires_at', '>', toDbDate())
    .update({ used_at: toDbDate() });
  return Number(updated) === 1;
}

/** Ends every other unused token of the member (a reset makes older links useless). */
export async function useAllResetTokens(db: Db, userId: number): Promise<void> {
  await db('password_reset_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: toDbDate() });
}
