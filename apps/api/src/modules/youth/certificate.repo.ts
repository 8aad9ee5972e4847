import type { CertificateSnapshot } from '@nanum/shared/youthEntities';
import type { Db } from '../../db/knex';
import { toDbDate, toIso, toNumber } from '../../db/values';

/** A stored certificate. */
export interface CertificateRecord {
  number: string;
  userId: number;
  snapshot: CertificateSnapshot;
  fingerprint: string;
  fileName: string;
  issuedAt: string;
  revokedAt: string | null;
  revokeReason: string | null;
}

interface CertificateRow {
  number: string;
  user_id: number;
  snapshot: string | CertificateSnapshot;
  fingerprint: string;
  file_name: string;
  issued_at: string | Date;
  revoked_at: string | Date | null;
  revoke_reason: string | null;
}

function toRecord(row: CertificateRow): CertificateRecord {
  return {
    number: row.number,
    userId: toNumber(row.user_id),
    // Text on both dialects (a TEXT column), parsed here.
    snapshot: typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as CertificateSnapshot) : row.snapshot,
    fingerprint: row.fingerprint,
    fileName: row.file_name,
    issuedAt: toIso(row.issued_at) ?? '',
    revokedAt: toIso(row.revoked_at),
    revokeReason: row.revoke_reason,
  };
}

const COLUMNS = ['number', 'user_id', 'snapshot', 'fingerprint', 'file_name', 'issued_at', 'revoked_at', 'revoke_reason'];

export async function findCertificate(db: Db, number: string): Promise<CertificateRecord | undefined> {
  const row: CertificateRow | undefined = await db('certificates').where({ number }).first(COLUMNS);
  return row ? toRecord(row) : undefined;
}

/** The member's latest certificate of exactly this content that is still valid. */
export async function findValidCertificateByFingerprint(db: Db, userId: number, fingerprint: string): Promise<CertificateRecord | undefined> {
  const row: CertificateRow | undefined = await db('certificates')
    .where({ user_id: userId, fingerprint })
    .whereNull('revoked_at')
    .orderBy('id', 'desc')
    .first(COLUMNS);
  return row ? toRecord(row) : undefined;
}

export async function insertCertificate(db: Db, certificate: Omit<CertificateRecord, 'revokedAt' | 'revokeReason' | 'issuedAt'> & { issuedAt: Date }): Promise<void> {
  const now = toDbDate();
  await db('certificates').insert({
    number: certificate.number,
    user_id: certificate.userId,
    snapshot: JSON.stringify(certificate.snapshot),
    fingerprint: certificate.fingerprint,
    file_name: certificate.fileName,
    issued_at: toDbDate(certificate.issuedAt),
    created_at: now,
    updated_at: now,
  });
}

/** Revokes a valid certificate with the reason; false when it was already revoked. */
export async function revokeCertificate(db: Db, number: string, revokedBy: number, reason: string): Promise<boolean> {
  const now = toDbDate();
  return (await db('certificates').where({ number }).whereNull('revoked_at').update({ revoked_at: now, revoked_by: revokedBy, revoke_reason: reason, updated_at: now })) > 0;
}

/** A member's certificates, newest first (for their managers). */
export async function listUserCertificates(db: Db, userId: number): Promise<CertificateRecord[]> {
  const rows: CertificateRow[] = await db('certificates').where({ user_id: userId }).orderBy('id', 'desc').select(COLUMNS);
  return rows.map(toRecord);
}
