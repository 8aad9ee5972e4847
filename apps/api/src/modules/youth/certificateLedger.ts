import crypto from 'node:crypto';
import type { CertificateState } from '@nanum/shared/youthEntities';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import type { Db } from '../../db/knex';
import { recordChange, type Actor } from '../admin/audit.service';
import { certificateParticipationIds, listValidCertificatesShowing, revokeCertificate, type CertificateRecord } from './certificate.repo';
import { ledgerRowsByIds, type LedgerRow } from './participation.repo';

/**
 * What keeps a certificate honest: the digest of the ledger rows it shows, its state (genuine,
 * revoked by a manager, or corrected: the rows behind it changed), and the automatic revocation of
 * every still-valid certificate showing a record that is corrected or cancelled.
 */

/** sha256 of the ledger rows a certificate shows: each row's id, state, campaign, dates and minutes, in id order. */
export function ledgerDigest(rows: readonly LedgerRow[]): string {
  const canonical = [...rows]
    .sort((a, b) => a.participationId - b.participationId)
    .map((row) => [row.participationId, row.status, row.name, row.place, row.startDate, row.endDate, row.minutes]);
  return crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** A certificate's state, and when and why it stopped being genuine (nulls while genuine). */
export interface CertificateStanding {
  state: CertificateState;
  revokedAt: string | null;
  revokeReason: string | null;
}

const GENUINE: CertificateStanding = { state: 'genuine', revokedAt: null, revokeReason: null };

/**
 * Revoked by a manager: revoked. Revoked because a record it shows was corrected or cancelled, or
 * the rows it names no longer match their digest at issue (a changed campaign, a changed or
 * removed row): corrected, with the latest change after issue and its reason.
 */
export async function certificateStanding(db: Db, certificate: CertificateRecord): Promise<CertificateStanding> {
  if (certificate.revokedAt) {
    return { state: certificate.revokeCause === 'correction' ? 'corrected' : 'revoked', revokedAt: certificate.revokedAt, revokeReason: certificate.revokeReason };
  }
  // Certificates issued before digests were kept are checked through their revocation only.
  if (certificate.ledgerDigest === null) return GENUINE;
  const rows = await ledgerRowsByIds(db, await certificateParticipationIds(db, certificate.id));
  if (ledgerDigest(rows) === certificate.ledgerDigest) return GENUINE;
  const later = rows.filter((row) => row.changedAt !== null && row.changedAt > certificate.issuedAt).sort((a, b) => ((a.changedAt ?? '') < (b.changedAt ?? '') ? -1 : 1));
  const latest = later[later.length - 1];
  const reason = [...later].reverse().find((row) => row.reviseReason)?.reviseReason;
  return { state: 'corrected', revokedAt: latest?.changedAt ?? null, revokeReason: reason ?? M.certificateCorrectedReason };
}

/**
 * Revokes, inside the transaction of a correction or cancellation, every still-valid certificate
 * that shows the participation, with the corrector and their reason; each revocation is audited.
 */
export async function revokeCertificatesShowing(trx: Db, actor: Actor, participationId: number, reason: string): Promise<string[]> {
  const revoked: string[] = [];
  for (const certificate of await listValidCertificatesShowing(trx, participationId)) {
    if (!(await revokeCertificate(trx, certificate.number, actor.userId, reason, 'correction'))) continue;
    await recordChange(trx, actor, {
      action: 'certificate.revoke',
      targetType: 'certificate',
      targetId: certificate.id,
      before: { number: certificate.number, userId: certificate.userId, revokedAt: null },
      after: { number: certificate.number, userId: certificate.userId, reason, cause: 'correction', participationId },
    });
    revoked.push(certificate.number);
  }
  return revoked;
}
