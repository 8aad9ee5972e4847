import { canonicalEmail, emailLookalikeKey } from '@nanum/shared/emailAddress';
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

/** The users columns of an address: the canonical address, which lookups compare exactly, and its look-alike key (unique). */
export const emailColumns = (email: string) => ({ email: canonicalEmail(email), email_key: emailLookalikeKey(email) });

/**
 * The account that holds this address or a look-alike of it (same address but for case, accents
 * or invisible characters; see emailLookalikeKey), or null. What sign-up, completion and social
 * login check before they store an address, and what the login lockout counts against.
 */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const row =
    (await db('users').where({ email_key: emailLookalikeKey(email) }).first('id')) ??
    // A row written outside the repos (no key) still answers for its exact address.
    (await db('users').where({ email: canonicalEmail(email) }).whereNull('email_key').first('id'));
  return row ? Number(row.id) : null;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const now = toDbDate();
  const result = await db('users').insert({
    ...emailColumns(user.email),
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

/** A users row with the names of its team and division. */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  passport: number;
  birthday: string | null;
  number: string | null;
  address: string | null;
  university: string | null;
  department: string | null;
  gender: number;
  image: string | null;
  avatar: string | null;
  mbti: number;
  type: number;
  rank: number;
  cardinal: number;
  power: number;
  certify: number;
  hidden: number;
  end_of_activity: number;
  division_id: number | null;
  team_id: number | null;
  session_version: number;
  email_verified: number;
  team_name: string | null;
  team_image: string | null;
  division_name: string | null;
  /** The owner's choice of what members see (JSON text), null when never chosen. */
  profile_visibility: string | null;
  /** When an administrator took the verification away; null when never, or given back since. */
  certify_revoked_at: string | Date | null;
  /** When the member withdrew (the row stays, erased, for certificates and records); null for an account in use. */
  withdrawn_at: string | Date | null;
}

function userQuery(db: Db) {
  return db('users as u')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('divisions as d', 'd.id', 'u.division_id')
    .select(
      'u.id', 'u.email', 'u.name', 'u.passport', 'u.birthday', 'u.number', 'u.address', 'u.university', 'u.department',
      'u.gender', 'u.image', 'u.avatar', 'u.mbti', 'u.type', 'u.rank', 'u.cardinal', 'u.power', 'u.certify', 'u.hidden',
      'u.end_of_activity', 'u.division_id', 'u.team_id', 'u.session_version', 'u.email_verified', 'u.profile_visibility', 'u.certify_revoked_at',
      'u.withdrawn_at',
      't.name as team_name', 't.image as team_image', 'd.name as division_name',
    );
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return userQuery(db).where('u.id', id).first();
}

/**
 * What a password login needs, by the exact address: the input is made canonical as stored
 * (trimmed, NFC, lower-case), so case does not matter but accents do (`mémber@…` is not `member@…`).
 */
export async function findCredentialsByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; password_hash: string | null; session_version: number } | undefined> {
  return db('users').where({ email: canonicalEmail(email) }).first('id', 'password_hash', 'session_version');
}

export async function recordLogin(db: Db, id: number): Promise<void> {
  await db('users').where({ id }).update({ last_login_at: toDbDate() });
}

/** Ends every session of the user (they all carry the old version). */
export async function bumpSessionVersion(db: Db, id: number): Promise<void> {
  await db('users').where({ id }).increment('session_version', 1);
}

/**
 * Moves the account's login to a proven address and raises the session version (every session
 * of the account ends; the caller logs the current one in again). A look-alike key another
 * account took meanwhile fails on the unique index (isUniqueViolation).
 */
export async function setLoginEmail(db: Db, id: number, email: string): Promise<void> {
  await db('users')
    .where({ id })
    .update({ ...emailColumns(email), email_verified: 1, session_version: db.raw('session_version + 1'), updated_at: toDbDate() });
}
