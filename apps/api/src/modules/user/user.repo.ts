import type { Db } from '../../db/knex';
import { insertedId, toDbDate } from '../../db/values';

/** Columns a new account is created with; the rest take their defaults. */
export interface NewUser {
  email: string;
  passwordHash: string | null;
  name: string;
  passport?: number;
  power?: number;
  type?: number;
  rank?: number;
  cardinal?: number;
  certify?: boolean;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db('users').where({ email }).first('id');
  return row ? Number(row.id) : null;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const now = toDbDate();
  const result = await db('users').insert({
    email: user.email,
    password_hash: user.passwordHash,
    name: user.name,
    passport: user.passport ?? 0,
    power: user.power ?? 0,
    type: user.type ?? 0,
    rank: user.rank ?? 0,
    cardinal: user.cardinal ?? 0,
    certify: user.certify ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
  return insertedId(result);
}
