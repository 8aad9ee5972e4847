import crypto from 'node:crypto';
import { DONOR_RRN_RETENTION_YEARS, isReceiptNumber, maskRrn, receiptNumber, UNPAID_RRN_RETENTION_DAYS } from '@nanum/shared/donationReceipts';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import type { DonationReceiptView, ReceiptVerification } from '@nanum/shared/donationViews';
import { siteDay, zonedParts, zonedTimeToDate } from '@nanum/shared/timeZone';
import { maskName } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import { toIso } from '../../db/values';
import { AppError } from '../../http/AppError';
import { removeUpload, saveUpload, uploadKey } from '../../uploads/fileStore';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import {
  findPaidGifts,
  findReceipt,
  findReceiptByFingerprint,
  insertReceipt,
  listYearReceipts,
  lockPaidGifts,
  purgeRrns,
  supersedeReceipts,
  voidReceiptsCovering,
  withdrawYearReceipts,
  type ReceiptGiftRow,
  type ReceiptRecord,
} from './donationReceipt.repo';
import type { ReceiptSnapshot } from './donationReceiptPdf';
import { receiptDonorsOf, type ReceiptDonor } from './receiptDonors';
import type { RrnKey } from './rrnCipher';

/** Stored receipt PDFs, under the upload folder; never served by the public files route. */
export const RECEIPT_FOLDER = 'receipts';

export const receiptFilePath = (number: string): string => `/api/admin/donations/receipts/${number}/file`;
const verifyUrlOf = (publicUrl: string, number: string): string => `${publicUrl.replace(/\/+$/, '')}/donate/receipt/${number}`;

const present = (receipt: ReceiptRecord): DonationReceiptView => ({
  number: receipt.number,
  year: receipt.year,
  donorName: receipt.donorName,
  donorEmail: receipt.snapshot.donor.email,
  rrnMasked: receipt.rrnMasked,
  total: receipt.total,
  count: receipt.snapshot.gifts.length,
  issuedAt: receipt.issuedAt,
  path: receiptFilePath(receipt.number),
});

export interface ReceiptDeps {
  db: Db;
  uploadDir: string;
  publicUrl: string;
  /** DONOR_RRN_KEY: opens the numbers that say who a gift's donor is (receiptDonors.ts). */
  rrnKey: RrnKey | null;
}

/** What a donor's receipt says: their name, masked number and address, the association, their gifts. */
function snapshotOf(year: number, donor: ReceiptDonor, organisation: ReceiptSnapshot['organisation']): ReceiptSnapshot {
  const latest = donor.gifts[donor.gifts.length - 1] as ReceiptGiftRow;
  return {
    year,
    donor: { name: donor.name, rrnMasked: maskRrn(donor.rrn), email: latest.donorEmail },
    organisation,
    gifts: donor.gifts.map((gift) => ({ date: siteDay(new Date(gift.paidAt)), amount: gift.amount })),
    total: donor.gifts.reduce((sum, gift) => sum + gift.amount, 0),
  };
}

/**
 * Draws and stores one donor's new receipt: the PDF first, then, in one transaction, the receipt,
 * the gifts it covers (still paid, locked against a refund racing it) and the voiding of the
 * donor's older receipts of the year. Answers false (and keeps nothing) when a gift was refunded
 * meanwhile: the next issue makes the receipt of what is left.
 */
async function storeReceipt({ db, uploadDir, publicUrl }: ReceiptDeps, donor: ReceiptDonor, snapshot: ReceiptSnapshot, fingerprint: string): Promise<boolean> {
  const issuedAt = new Date();
  const number = receiptNumber(zonedParts(issuedAt).year, crypto.randomBytes(10));
  // pdfkit and the QR code library load with the first document drawn, not with the server.
  const { renderReceiptPdf } = await import('./donationReceiptPdf');
  const fileName = await saveUpload(uploadDir, RECEIPT_FOLDER, 'pdf', await renderReceiptPdf({ number, issuedAt, verifyUrl: verifyUrlOf(publicUrl, number), snapshot }));
  const giftIds = donor.gifts.map((gift) => gift.id);
  try {
    const stored = await db.transaction(async (trx) => {
      if (!(await lockPaidGifts(trx, giftIds))) return false;
      const id = await insertReceipt(trx, { number, year: snapshot.year, donorKey: donor.key, donorName: snapshot.donor.name, rrnMasked: snapshot.donor.rrnMasked, total: snapshot.total, snapshot, fingerprint, fileName, issuedAt }, giftIds);
      await supersedeReceipts(trx, snapshot.year, donor.key, id);
      return true;
    });
    if (!stored) await removeUpload(uploadDir, RECEIPT_FOLDER, fileName);
    return stored;
  } catch (error) {
    await removeUpload(uploadDir, RECEIPT_FOLDER, fileName);
    throw error;
  }
}

/**
 * An operator prepares the year's 기부금 영수증 (Korean years): one per donor as receiptDonors.ts
 * decides them (a person, by resident registration number and name), covering the gifts they paid
 * that year asking for a receipt, with the association's details from site settings. A donor whose
 * gifts and details have not changed keeps the receipt (and number) they had; otherwise a new
 * numbered PDF replaces it and the old one is voided (reissued). Receipts of donors who make no
 * receipt any more (every gift refunded, their identity in doubt, or keyed by email before
 * receipts were per person) are voided (withdrawn). One audit entry for the batch.
 */
export async function issueYearReceipts(deps: ReceiptDeps, actor: Actor, year: number): Promise<DonationReceiptView[]> {
  const { db, rrnKey } = deps;
  const gifts = await findPaidGifts(db, zonedTimeToDate({ year, month: 1, day: 1 }), zonedTimeToDate({ year: year + 1, month: 1, day: 1 }));
  const { donors, doubtful } = receiptDonorsOf(gifts, rrnKey);
  const settings = presentSettings(await findSettings(db));
  const organisation = { name: settings.organisationName, registrationNumber: settings.registrationNumber, address: settings.address, representative: settings.representative };
  let issued = 0;
  for (const donor of donors) {
    const snapshot = snapshotOf(year, donor, organisation);
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
    if (await findReceiptByFingerprint(db, year, donor.key, fingerprint)) continue;
    if (await storeReceipt(deps, donor, snapshot, fingerprint)) issued += 1;
  }
  const withdrawn = await withdrawYearReceipts(db, year, donors.map((donor) => donor.key));
  const receipts = await listYearReceipts(db, year);
  await recordChange(db, actor, { action: 'receipt.issue', targetType: 'donation', targetId: null, before: null, after: { year, issued, rows: receipts.length, withdrawn, doubtful: doubtful.length } });
  return receipts.map(present);
}

export const listReceipts = async (db: Db, year: number): Promise<DonationReceiptView[]> => (await listYearReceipts(db, year)).map(present);

/** A receipt's stored PDF (its storage key: uploads/storage.ts), or a Korean 404. */
export async function receiptFile(db: Db, number: string): Promise<{ file: string; receipt: ReceiptRecord }> {
  const receipt = isReceiptNumber(number) ? await findReceipt(db, number) : undefined;
  const file = receipt ? uploadKey(RECEIPT_FOLDER, receipt.fileName) : null;
  if (!receipt || !file) throw new AppError(404, M.receiptNotFound, 'RECEIPT_NOT_FOUND');
  return { file, receipt };
}


/** The public answer for a receipt number: genuine or voided with the year, masked name and total, or unknown. */
export async function verifyReceipt(db: Db, number: string): Promise<ReceiptVerification> {
  const receipt = isReceiptNumber(number) ? await findReceipt(db, number) : undefined;
  if (!receipt) return { state: 'unknown', number: number.slice(0, 40) };
  const shown = { number: receipt.number, year: receipt.year, maskedName: maskName(receipt.donorName), total: receipt.total, issuedAt: receipt.issuedAt };
  if (receipt.voidedAt) return { state: 'voided', ...shown, voidedAt: receipt.voidedAt, voidCause: receipt.voidCause ?? 'withdrawn' };
  return { state: 'genuine', ...shown };
}

/**
 * A gift was refunded (by an operator or at PortOne): every valid receipt that covers it is voided,
 * in the refund's transaction, so that it no longer verifies as genuine nor is filed. The year's
 * next issue makes the receipt of what is left, if anything. Answers how many were voided.
 */
export async function voidReceiptsOfGift(trx: Db, gift: { id: number; donorEmail: string; paidAt: Date | string | null }): Promise<number> {
  const paidAt = gift.paidAt ? new Date(toIso(gift.paidAt) ?? '') : null;
  const year = paidAt && !Number.isNaN(paidAt.getTime()) ? zonedParts(paidAt).year : 0;
  return voidReceiptsCovering(trx, { donationId: gift.id, year, email: gift.donorEmail });
}

/**
 * Deletes the resident registration numbers whose retention has ended (gifts of year Y keep theirs
 * through the end of Y + DONOR_RRN_RETENTION_YEARS, Korean time; a gift never paid keeps it
 * UNPAID_RRN_RETENTION_DAYS days). Answers how many gifts lost theirs.
 */
export async function purgeExpiredRrns(db: Db, now: Date = new Date()): Promise<number> {
  const keptFrom = zonedParts(now).year - DONOR_RRN_RETENTION_YEARS;
  return purgeRrns(db, {
    paidBefore: zonedTimeToDate({ year: keptFrom, month: 1, day: 1 }),
    unpaidBefore: new Date(now.getTime() - UNPAID_RRN_RETENTION_DAYS * 24 * 3600_000),
    receiptYearBefore: keptFrom,
  });
}
