import crypto from 'node:crypto';
import { DONOR_RRN_RETENTION_YEARS, isReceiptNumber, receiptNumber, UNPAID_RRN_RETENTION_DAYS } from '@nanum/shared/donationReceipts';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import type { DonationReceiptView, ReceiptVerification } from '@nanum/shared/donationViews';
import { siteDay, zonedParts, zonedTimeToDate } from '@nanum/shared/timeZone';
import { maskName } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { removeUpload, saveUpload, uploadKey } from '../../uploads/fileStore';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import { findPaidGifts, findReceipt, findReceiptByFingerprint, insertReceipt, listYearReceipts, purgeRrns, type ReceiptGiftRow, type ReceiptRecord } from './donationReceipt.repo';
import type { ReceiptSnapshot } from './donationReceiptPdf';

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

/** A year's gifts by donor (their address, lower-cased), only donors who asked for a receipt. */
function donorsOf(gifts: readonly ReceiptGiftRow[]): Map<string, ReceiptGiftRow[]> {
  const donors = new Map<string, ReceiptGiftRow[]>();
  for (const gift of gifts) {
    const key = gift.donorEmail.toLowerCase();
    donors.set(key, [...(donors.get(key) ?? []), gift]);
  }
  for (const [key, list] of donors) if (!list.some((gift) => gift.receiptWanted)) donors.delete(key);
  return donors;
}

export interface ReceiptDeps {
  db: Db;
  uploadDir: string;
  publicUrl: string;
}

/**
 * An operator prepares the year's 기부금 영수증: one per donor who asked for one, covering every gift
 * they paid that year (Korean years), with the association's details from site settings. A donor
 * whose gifts and details have not changed keeps the receipt (and number) they had; otherwise a
 * new numbered PDF is stored. One audit entry for the batch.
 */
export async function issueYearReceipts({ db, uploadDir, publicUrl }: ReceiptDeps, actor: Actor, year: number): Promise<DonationReceiptView[]> {
  const gifts = await findPaidGifts(db, zonedTimeToDate({ year, month: 1, day: 1 }), zonedTimeToDate({ year: year + 1, month: 1, day: 1 }));
  const settings = presentSettings(await findSettings(db));
  const organisation = { name: settings.organisationName, registrationNumber: settings.registrationNumber, address: settings.address, representative: settings.representative };
  let issued = 0;
  for (const [donorKey, list] of donorsOf(gifts)) {
    const latest = list[list.length - 1] as ReceiptGiftRow;
    const snapshot: ReceiptSnapshot = {
      year,
      donor: { name: latest.donorName, rrnMasked: [...list].reverse().find((gift) => gift.rrnMasked)?.rrnMasked ?? null, email: latest.donorEmail },
      organisation,
      gifts: list.map((gift) => ({ date: siteDay(new Date(gift.paidAt)), amount: gift.amount })),
      total: list.reduce((sum, gift) => sum + gift.amount, 0),
    };
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
    if (await findReceiptByFingerprint(db, year, donorKey, fingerprint)) continue;
    const issuedAt = new Date();
    const number = receiptNumber(zonedParts(issuedAt).year, crypto.randomBytes(10));
    // pdfkit and the QR code library load with the first document drawn, not with the server.
    const { renderReceiptPdf } = await import('./donationReceiptPdf');
    const fileName = await saveUpload(uploadDir, RECEIPT_FOLDER, 'pdf', await renderReceiptPdf({ number, issuedAt, verifyUrl: verifyUrlOf(publicUrl, number), snapshot }));
    try {
      await insertReceipt(db, { number, year, donorKey, donorName: snapshot.donor.name, rrnMasked: snapshot.donor.rrnMasked, total: snapshot.total, snapshot, fingerprint, fileName, issuedAt });
    } catch (error) {
      await removeUpload(uploadDir, RECEIPT_FOLDER, fileName);
      throw error;
    }
    issued += 1;
  }
  const receipts = await listYearReceipts(db, year);
  await recordChange(db, actor, { action: 'receipt.issue', targetType: 'donation', targetId: null, before: null, after: { year, issued, rows: receipts.length } });
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

/** The public answer for a receipt number: genuine with the year, masked name and total, or unknown. */
export async function verifyReceipt(db: Db, number: string): Promise<ReceiptVerification> {
  const receipt = isReceiptNumber(number) ? await findReceipt(db, number) : undefined;
  if (!receipt) return { state: 'unknown', number: number.slice(0, 40) };
  return { state: 'genuine', number: receipt.number, year: receipt.year, maskedName: maskName(receipt.donorName), total: receipt.total, issuedAt: receipt.issuedAt };
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
