import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';

/** Profile values a member edits themselves (snake_case columns). */
export interface ProfileChange {
  number?: string;
  address?: string;
  university?: string;
  department?: string;
  mbti?: number;
  image?: string;
  /** JSON text of the member's ProfileVisibility. */
  profile_visibility?: string;
}

export async function updateProfile(db: Db, userId: number, change: ProfileChange): Promise<void> {
  await db('users').where({ id: userId }).update({ ...change, updated_at: toDbDate() });
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const row: { password_hash: string | null } | undefined = await db('users').where({ id: userId }).first('password_hash');
  return row?.password_hash ?? null;
}

/** Sets a new password hash and ends every session of the user (they carry the old version). */
export async function changePasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ password_hash: hash, session_version: db.raw('session_version + 1'), updated_at: toDbDate() });
}
