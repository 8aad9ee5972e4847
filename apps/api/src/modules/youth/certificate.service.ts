import crypto from 'node:crypto';
import { FORBIDDEN_MESSAGE } from '@nanum/shared/accessMessages';
import type { CertificateSnapshot, CertificateVerification, MemberCertificate } from '@nanum/shared/youthEntities';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { canIssueCertificate, certificateNumber, isCertificateNumber, manageMemberRefusal, maskName, type ManageMemberRefusal } from '@nanum/shared/youthRules';
import { zonedParts } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { removeUpload, saveUpload, uploadKey } from '../../uploads/fileStore';
import { recordChange, type Actor } from '../admin/audit.service';
import { findUserById, type UserRow } from '../user/user.repo';
import { asManager } from './campaign.service';
import { findCertificate, findValidCertificateByFingerprint, insertCertificate, listUserCertificates, lockMemberForIssue, revokeCertificate, setCertificateFile, type CertificateRecord } from './certificate.repo';
import { certificateStanding, ledgerDigest } from './certificateLedger';
import { ledgerEntry, listLedger, type LedgerRow } from './participation.repo';
import { DEFAULT_DAILY_CAP_MINUTES, hoursTotals } from '@nanum/shared/volunteerHours';
import type { Logger } from '../../http/logger';

/** Stored PDFs live here under the upload folder; never served by the public files route. */
export const CERTIFICATE_FOLDER = 'certificates';

/** Where the browser opens a certificate (owner or admin only). */
export const certificateFilePath = (number: string): string => `/api/youth/certificates/${number}/file`;
/** The public verification page of a number. */
export const verificationUrl = (publicUrl: string, number: string): string => `${publicUrl.replace(/\/+$/, '')}/certificate/verify/${number}`;

/** What the certificate certifies today: the member's values and their credited ledger (approved, ended). */
function snapshotOf(member: UserRow, rows: readonly LedgerRow[], dailyCapMinutes: number): CertificateSnapshot {
  const campaigns = rows.map(ledgerEntry);
  return {
    name: member.name,
    birthday: member.birthday,
    cardinal: member.cardinal,
    teamName: member.team_name,
    divisionName: member.division_name,
    period: {
      start: campaigns.reduce((first, campaign) => (campaign.startDate < first ? campaign.startDate : first), campaigns[0]?.startDate ?? ''),
      end: campaigns.reduce((last, campaign) => (campaign.endDate > last ? campaign.endDate : last), campaigns[0]?.endDate ?? ''),
    },
    campaigns,
    totalMinutes: hoursTotals(campaigns, dailyCapMinutes).countedMinutes,
    dailyCapMinutes,
  };
}

export interface IssuedCertificate {
  number: string;
  path: string;
  /** False when an identical valid certificate already existed and is answered again. */
  fresh: boolean;
}

/**
 * GET /api/user/get/self/certificate: for a type 2 member with endOfActivity. Only approved
 * participations of activities that have ended count. The same content as a still-genuine
 * certificate answers that one (same number); new activity, a changed name or team, or a revoked
 * or corrected certificate gives a new number and a new stored PDF. The certificate, the rows it
 * shows, their digest and the audit entry land together.
 */
export async function issueCertificate(
  db: Db,
  uploadDir: string,
  publicUrl: string,
  member: UserRow,
  actor: Actor,
  dailyCapMinutes: number = DEFAULT_DAILY_CAP_MINUTES,
): Promise<IssuedCertificate> {
  if (!canIssueCertificate({ type: member.type, endOfActivity: member.end_of_activity })) {
    throw new AppError(403, M.certificateNotAllowed, 'CERTIFICATE_NOT_ALLOWED');
  }
  const rows = await listLedger(db, member.id);
  if (rows.length === 0) throw new AppError(409, M.certificateNoActivity, 'NO_ACTIVITY');
  const snapshot = snapshotOf(member, rows, dailyCapMinutes);
  const fingerprint = crypto.createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
  const existing = await findValidCertificateByFingerprint(db, member.id, fingerprint);
  if (existing && (await certificateStanding(db, existing)).state === 'genuine') {
    return { number: existing.number, path: certificateFilePath(existing.number), fresh: false };
  }

  const issuedAt = new Date();
  // The year of the number is the year of issue in Korea (a certificate of 00:30 on 1 January is of the new year).
  const number = certificateNumber(zonedParts(issuedAt).year, crypto.randomBytes(10));
  // pdfkit and the QR code library load with the first certificate drawn, not with the server.
  const { renderCertificatePdf } = await import('./certificatePdf');
  const pdf = await renderCertificatePdf({ number, issuedAt, verifyUrl: verificationUrl(publicUrl, number), snapshot });
  const fileName = await saveUpload(uploadDir, CERTIFICATE_FOLDER, 'pdf', pdf);
  const participationIds = rows.map((row) => row.participationId);
  const digest = ledgerDigest(rows);
  let issued: string;
  try {
    issued = await db.transaction(async (trx) => {
      // Requests at the same moment wait here in turn; the later ones answer the certificate the first just issued.
      await lockMemberForIssue(trx, member.id);
      const same = await findValidCertificateByFingerprint(trx, member.id, fingerprint);
      if (same && (await certificateStanding(trx, same)).state === 'genuine') return same.number;
      const id = await insertCertificate(trx, { number, userId: member.id, snapshot, fingerprint, fileName, issuedAt, ledgerDigest: digest, participationIds });
      await recordChange(trx, actor, {
        action: 'certificate.issue',
        targetType: 'certificate',
        targetId: id,
        before: null,
        after: { number, userId: member.id, participationIds, totalMinutes: snapshot.totalMinutes, ledgerDigest: digest },
      });
      return number;
    });
  } catch (error) {
    await removeUpload(uploadDir, CERTIFICATE_FOLDER, fileName);
    throw error;
  }
  if (issued !== number) {
    await removeUpload(uploadDir, CERTIFICATE_FOLDER, fileName);
    return { number: issued, path: certificateFilePath(issued), fresh: false };
  }
  return { number, path: certificateFilePath(number), fresh: true };
}

/**
 * Draws a stored certificate again from its snapshot as it is now, under the same number, issue
 * date and verification QR code, and points the certificate at the new file (the old one stays
 * for the caller to remove). A new file the certificate could not be pointed at is removed.
 */
async function redrawCertificate(db: Db, uploadDir: string, publicUrl: string, certificate: CertificateRecord): Promise<void> {
  const { number, snapshot } = certificate;
  const { renderCertificatePdf } = await import('./certificatePdf');
  const pdf = await renderCertificatePdf({ number, issuedAt: new Date(certificate.issuedAt), verifyUrl: verificationUrl(publicUrl, number), snapshot });
  const fileName = await saveUpload(uploadDir, CERTIFICATE_FOLDER, 'pdf', pdf);
  try {
    await setCertificateFile(db, certificate.id, fileName);
  } catch (error) {
    await removeUpload(uploadDir, CERTIFICATE_FOLDER, fileName);
    throw error;
  }
}

/**
 * After a withdrawal (eraseMember left each snapshot with the masked name and no birthday) the
 * stored PDFs still print the full name and birth date. Each is drawn again from its redacted
 * snapshot, so staff keep a usable record that verifies as before, and the original file is
 * removed. Without the public address (no QR code to draw), or when drawing fails, the original is
 * removed all the same and the file answers 404: it is never served again.
 */
export async function redactMemberCertificateFiles(db: Db, uploadDir: string, publicUrl: string | undefined, memberId: number, logger?: Logger): Promise<void> {
  // After the withdrawal committed: a failure is logged and never undoes it nor the answer.
  const logged = (error: unknown, number?: string) => logger?.error({ err: error, certificate: number }, 'redacting a withdrawn member’s certificate file failed');
  const certificates = await listUserCertificates(db, memberId).catch((error: unknown) => (logged(error), []));
  for (const certificate of certificates) {
    if (publicUrl) await redrawCertificate(db, uploadDir, publicUrl, certificate).catch((error: unknown) => logged(error, certificate.number));
    await removeUpload(uploadDir, CERTIFICATE_FOLDER, certificate.fileName).catch((error: unknown) => logged(error, certificate.number));
  }
}

/** A certificate by number, or a Korean 404. */
export async function requireCertificate(db: Db, number: string): Promise<CertificateRecord> {
  const certificate = isCertificateNumber(number) ? await findCertificate(db, number) : undefined;
  if (!certificate) throw new AppError(404, M.certificateNotFound, 'CERTIFICATE_NOT_FOUND');
  return certificate;
}

/** The stored PDF's key in the upload storage. */
export function certificateFile(certificate: CertificateRecord): string {
  const file = uploadKey(CERTIFICATE_FOLDER, certificate.fileName);
  if (!file) throw new AppError(404, M.certificateNotFound, 'CERTIFICATE_NOT_FOUND');
  return file;
}

/** The public answer for a number: genuine, revoked or corrected with what it certifies (name masked, no birthday), or unknown. */
export async function verifyCertificate(db: Db, number: string): Promise<CertificateVerification> {
  const certificate = isCertificateNumber(number) ? await findCertificate(db, number) : undefined;
  // Echo at most a number's length back (the page shows what was asked).
  if (!certificate) return { state: 'unknown', number: number.slice(0, 40) };
  const { name, birthday: _birthday, ...certifies } = certificate.snapshot;
  return {
    ...(await certificateStanding(db, certificate)),
    number: certificate.number,
    issuedAt: certificate.issuedAt,
    certifies: { ...certifies, maskedName: maskName(name) },
  };
}

/** The Korean answer of each refusal to manage a member's certificates (403). */
const MANAGE_REFUSALS: Record<ManageMemberRefusal, string> = {
  notManager: M.memberNotManaged,
  self: M.ownCertificates,
  superior: M.memberSuperior,
};

/** Why the user may not manage this member's certificates (youthRules' manageMemberRefusal), or null; undefined for an unknown member. */
async function manageRefusal(db: Db, user: UserRow, memberId: number): Promise<ManageMemberRefusal | null | undefined> {
  const member = await findUserById(db, memberId);
  if (!member) return undefined;
  return manageMemberRefusal(asManager(user), { id: member.id, division: member.division_id, power: member.power, rank: member.rank });
}

/** 403 unless the user manages the member (404 for an unknown one). */
async function assertManagesMember(db: Db, user: UserRow, memberId: number): Promise<void> {
  const refusal = await manageRefusal(db, user, memberId);
  if (refusal === undefined) throw new AppError(404, M.memberNotFound, 'USER_NOT_FOUND');
  if (refusal) throw new AppError(403, MANAGE_REFUSALS[refusal], 'NOT_MANAGER');
}

/** 403 unless the user may open the certificate's PDF: its owner or one of the member's managers. */
export async function assertMayReadCertificate(db: Db, user: UserRow, certificate: CertificateRecord): Promise<void> {
  if (user.id !== certificate.userId && (await manageRefusal(db, user, certificate.userId)) !== null) throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
}

/** A member's certificates for one of their managers (404 for an unknown member, 403 for another division's). */
export async function listMemberCertificates(db: Db, manager: UserRow, memberId: number): Promise<MemberCertificate[]> {
  await assertManagesMember(db, manager, memberId);
  const certificates = await listUserCertificates(db, memberId);
  return Promise.all(
    certificates.map(async (certificate) => ({
      number: certificate.number,
      ...(await certificateStanding(db, certificate)),
      issuedAt: certificate.issuedAt,
      totalMinutes: certificate.snapshot.totalMinutes,
      campaigns: certificate.snapshot.campaigns.length,
      path: certificateFilePath(certificate.number),
    })),
  );
}

/**
 * One of the member's managers revokes a certificate with a reason (shown on the verification
 * page); the revocation and its audit entry land together.
 */
export async function revoke(db: Db, manager: UserRow, actor: Actor, number: string, reason: string): Promise<void> {
  const certificate = await requireCertificate(db, number);
  await assertManagesMember(db, manager, certificate.userId);
  await db.transaction(async (trx) => {
    if (!(await revokeCertificate(trx, number, manager.id, reason))) throw new AppError(409, M.certificateAlreadyRevoked, 'ALREADY_REVOKED');
    await recordChange(trx, actor, {
      action: 'certificate.revoke',
      targetType: 'certificate',
      targetId: certificate.id,
      before: { number, userId: certificate.userId, revokedAt: null },
      after: { number, userId: certificate.userId, reason },
    });
  });
}
