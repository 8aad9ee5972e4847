import { canonicalEmail } from '@nanum/shared/emailAddress';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toIso } from '../../db/values';

/**
 * Why a code was sent: sign-up, or completing a social account (both prove an address, 'join');
 * or member <id> changing their login email to it ('email:<id>', so only they can use the code).
 */
export type EmailCodePurpose = 'join' | `email:${number}`;

export interface EmailCodeRow {
  id: number;
  email: string;
  purpose: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  verifiedAt: Date | null;
  consumedAt: Date | null;
}

interface RawRow {
  id: number;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: number | string;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
}

const date = (value: string | null): Date | null => {
  const iso = toIso(value);
  return iso ? new Date(iso) : null;
};

const toRow = (row: RawRow): EmailCodeRow => ({
  id: Number(row.id),
  email: row.email,
  purpose: row.purpose,
  codeHash: row.code_hash,
  attempts: Number(row.attempts),
  expiresAt: date(row.expires_at) as Date,
  verifiedAt: date(row.verified_at),
  consumedAt: date(row.consumed_at),
});

export async function insertEmailCode(db: Db, code: { email: string; purpose: EmailCodePurpose; codeHash: string; expiresAt: Date }): Promise<number> {
  const result = await db('email_codes').insert({
    email: canonicalEmail(code.email),
    purpose: code.purpose,
    code_hash: code.codeHash,
    attempts: 0,
    expires_at: toDbDate(code.expiresAt),
    created_at: toDbDate(),
  });
  return insertedId(result);
}

/** The newest code sent to the address for the purpose: a new code replaces the ones before it. */
export async function findLatestEmailCode(db: Db, email: string, purpose: EmailCodePurpose): Promise<EmailCodeRow | undefined> {
  const row = (await db('email_codes').where({ email: canonicalEmail(email), purpose }).orderBy('id', 'desc').first()) as RawRow | undefined;
  return row ? toRow(row) : undefined;
}

export async function findEmailCode(db: Db, id: number): Promise<EmailCodeRow | undefined> {
  const row = (await db('email_codes').where({ id }).first()) as RawRow | undefined;
  return row ? toRow(row) : undefined;
}

/** Counts one try, atomically and only while tries remain; false when none did. */
export async function spendEmailCodeAttempt(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const updated = await db('email_codes').where({ id }).andWhere('attempts', '<', maxAttempts).increment('attempts', 1);
  return Number(updated) === 1;
}

export async function markEmailCodeVerified(db: Db, id: number): Promise<void> {
  await db('email_codes').where({ id }).whereNull('verified_at').update({ verified_at: toDbDate() });
}

/** Uses a verified code up (single use); false when it was not verified, already used, or another's. */
export async function consumeEmailCode(db: Db, id: number, email: string, purpose: EmailCodePurpose): Promise<boolean> {
  const updated = await db('email_codes')
    .where({ id, email: canonicalEmail(email), purpose })
    .whereNotNull('verified_at')
    .whereNull('consumed_at')
    .update({ consumed_at: toDbDate() });
  return Number(updated) === 1;
}
