import type { CertificateSnapshot } from '@nanum/shared/youthEntities';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate, toIso, toNumber } from '../../db/values';

/** Why a certificate was revoked: by a manager, or because a record it shows was corrected or cancelled. */
export type RevokeCause = 'manual' | 'correction';

/** A stored certificate. */
export interface CertificateRecord {
  id: number;
  number: string;
  userId: number;
  snapshot: CertificateSnapshot;
  fingerprint: string;
  fileName: string;
  issuedAt: string;
  revokedAt: string | null;
  revokeReason: string | null;
  revokeCause: RevokeCause | null;
  /** sha256 of the ledger rows it shows (null for certificates issued before digests were kept). */
  ledgerDigest: string | null;
}

interface CertificateRow {
  id: number;
  number: string;
  user_id: number;
  snapshot: string | CertificateSnapshot;
  fingerprint: string;
  file_name: string;
  issued_at: string | Date;
  revoked_at: string | Date | null;
  revoke_reason: string | null;
  revoke_cause: RevokeCause | null;
  ledger_digest: string | null;
}

function toRecord(row: CertificateRow): CertificateRecord {
  return {
    id: toNumber(row.id),
    number: row.number,
    userId: toNumber(row.user_id),
    // Text on both dialects (a TEXT column), parsed here.
    snapshot: typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as CertificateSnapshot) : row.snapshot,
    fingerprint: row.fingerprint,
    fileName: row.file_name,
    issuedAt: toIso(row.issued_at) ?? '',
    revokedAt: toIso(row.revoked_at),
    revokeReason: row.revoke_reason,
    revokeCause: row.revoke_cause,
    ledgerDigest: row.ledger_digest,
  };
}

const COLUMNS = ['id', 'number', 'user_id', 'snapshot', 'fingerprint', 'file_name', 'issued_at', 'revoked_at', 'revoke_reason', 'revoke_cause', 'ledger_digest'];

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

/**
 * Holds the member's row until the transaction ends (MySQL/MariaDB; SQLite writes one transaction
 * at a time anyway): one certificate issue per member at once.
 */
export async function lockMemberForIssue(trx: Knex.Transaction, userId: number): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/** What an issue stores: the certificate and the participation rows it shows. */
export type NewCertificate = Pick<CertificateRecord, 'number' | 'userId' | 'snapshot' | 'fingerprint' | 'fileName'> & { issuedAt: Date; ledgerDigest: string; participationIds: readonly number[] };

/** Stores a certificate with the rows it shows, inside the given transaction; answers its id. */
export async function insertCertificate(trx: Db, certificate: NewCertificate): Promise<number> {
  const now = toDbDate();
  const id = insertedId(
    await trx('certificates').insert({
      number: certificate.number,
      user_id: certificate.userId,
      snapshot: JSON.stringify(certificate.snapshot),
      fingerprint: certificate.fingerprint,
      ledger_digest: certificate.ledgerDigest,
      file_name: certificate.fileName,
      issued_at: toDbDate(certificate.issuedAt),
      created_at: now,
      updated_at: now,
    }),
  );
  if (certificate.participationIds.length > 0) {
    await trx('certificate_participations').insert(certificate.participationIds.map((participationId) => ({ certificate_id: id, participation_id: participationId })));
  }
  return id;
}

/** Points a certificate at another stored PDF (its content drawn again: a withdrawn member's, redacted). */
export async function setCertificateFile(db: Db, id: number, fileName: string): Promise<void> {
  await db('certificates').where({ id }).update({ file_name: fileName, updated_at: toDbDate() });
}

/** Revokes a valid certificate with the reason and its cause; false when it was already revoked. */
export async function revokeCertificate(db: Db, number: string, revokedBy: number, reason: string, cause: RevokeCause = 'manual'): Promise<boolean> {
  const now = toDbDate();
  const changed = await db('certificates')
    .where({ number })
    .whereNull('revoked_at')
    .update({ revoked_at: now, revoked_by: revokedBy, revoke_reason: reason, revoke_cause: cause, updated_at: now });
  return changed > 0;
}

/** The participation rows a certificate shows. */
export async function certificateParticipationIds(db: Db, certificateId: number): Promise<number[]> {
  const rows: { participation_id: number }[] = await db('certificate_participations').where({ certificate_id: certificateId }).select('participation_id');
  return rows.map((row) => toNumber(row.participation_id));
}

/** The still-valid certificates that show a participation row. */
export async function listValidCertificatesShowing(db: Db, participationId: number): Promise<CertificateRecord[]> {
  const rows: CertificateRow[] = await db('certificates')
    .whereIn('id', db('certificate_participations').where({ participation_id: participationId }).select('certificate_id'))
    .whereNull('revoked_at')
    .orderBy('id')
    .select(COLUMNS);
  return rows.map(toRecord);
}

/** A member's certificates, newest first (for their managers). */
export async function listUserCertificates(db: Db, userId: number): Promise<CertificateRecord[]> {
  const rows: CertificateRow[] = await db('certificates').where({ user_id: userId }).orderBy('id', 'desc').select(COLUMNS);
  return rows.map(toRecord);
}
