import { canonicalEmail } from '@nanum/shared/emailAddress';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate } from '../../db/values';
import { emailColumns } from '../user/user.repo';

/** The profile a member gives at sign-up or when completing a social account. */
export interface MemberProfile {
  name: string;
  email: string;
  birthday: string;
  number: string;
  gender: 1 | 2;
  guardianName: string | null;
  guardianNumber: string | null;
}

/** What certification looks at (see certification.ts). */
export interface CertificationFacts {
  name: string | null;
  email: string | null;
  birthday: string | null;
  number: string | null;
  gender: number;
  emailVerified: boolean;
  termsAgreedAt: string | null;
  guardianName: string | null;
  guardianNumber: string | null;
}

const profileColumns = (profile: MemberProfile) => ({
  name: profile.name,
  ...emailColumns(profile.email),
  birthday: profile.birthday,
  number: profile.number,
  gender: profile.gender,
  guardian_name: profile.guardianName,
  guardian_number: profile.guardianNumber,
});

/** A new email-login member whose address was proven; certify is set afterwards from the facts. */
export async function insertMember(db: Db, profile: MemberProfile, passwordHash: string): Promise<number> {
  const now = toDbDate();
  const result = await db('users').insert({
    ...profileColumns(profile),
    password_hash: passwordHash,
    passport: 0,
    email_verified: 1,
    terms_agreed_at: now,
    certify: 0,
    created_at: now,
    updated_at: now,
  });
  return insertedId(result);
}

/** Completes an existing (social) account with the given profile; its address counts as proven. */
export async function completeMember(db: Db, id: number, profile: MemberProfile): Promise<void> {
  const now = toDbDate();
  await db('users')
    .where({ id })
    .update({ ...profileColumns(profile), email_verified: 1, terms_agreed_at: now, updated_at: now });
}

export async function findCertificationFacts(db: Db, id: number): Promise<CertificationFacts | undefined> {
  const row = await db('users')
    .where({ id })
    .first('name', 'email', 'birthday', 'number', 'gender', 'email_verified', 'terms_agreed_at', 'guardian_name', 'guardian_number');
  if (!row) return undefined;
  return {
    name: row.name,
    email: row.email,
    birthday: row.birthday,
    number: row.number,
    gender: Number(row.gender),
    emailVerified: Number(row.email_verified) === 1,
    termsAgreedAt: row.terms_agreed_at,
    guardianName: row.guardian_name,
    guardianNumber: row.guardian_number,
  };
}

export async function setCertify(db: Db, id: number, certified: boolean): Promise<void> {
  await db('users').where({ id }).update({ certify: certified ? 1 : 0, updated_at: toDbDate() });
}

/** The email of the newest member with this name and phone (placeholder addresses excluded by the caller). */
export async function findEmailsByNameAndNumber(db: Db, name: string, number: string): Promise<string[]> {
  const rows: { email: string }[] = await db('users').where({ name, number }).orderBy('id', 'desc').select('email');
  return rows.map((row) => row.email);
}

/** What a reset needs of the account at an address: whether it logs in with a password. */
export async function findPasswordAccount(db: Db, email: string): Promise<{ id: number; email: string } | undefined> {
  const row = await db('users').where({ email: canonicalEmail(email) }).whereNotNull('password_hash').first('id', 'email');
  return row ? { id: Number(row.id), email: row.email } : undefined;
}

/** Sets a new password hash (the caller also ends the member's sessions). */
export async function replacePassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash, updated_at: toDbDate() });
}
