import type { ReceiptVoidCause } from '@nanum/shared/donationViews';
import type { Db } from '../../db/knex';
import { insertedId, toBool, toDbDate, toIso, toNumber } from '../../db/values';
import type { ReceiptSnapshot } from './donationReceiptPdf';

/** 기부금 영수증 (donation_receipts) and the receipt fields of donations. */

/** A paid gift of the year as receipts read it: whether it asked for one, and its sealed number. */
export interface ReceiptGiftRow {
  id: number;
  donorName: string;
  donorEmail: string;
  amount: number;
  paidAt: string;
  receiptWanted: boolean;
  rrnCipher: string | null;
}

/** Every paid gift paid within [from, to), oldest first (receiptDonors.ts decides whose receipt each is). */
export async function findPaidGifts(db: Db, from: Date, to: Date): Promise<ReceiptGiftRow[]> {
  const rows = (await db('donations')
    .where({ state: 'paid' })
    .where('paid_at', '>=', toDbDate(from))
    .where('paid_at', '<', toDbDate(to))
    .orderBy([{ column: 'paid_at' }, { column: 'id' }])
    .select('id', 'donor_name', 'donor_email', 'amount', 'paid_at', 'receipt_wanted', 'rrn_cipher')) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: toNumber(row.id),
    donorName: String(row.donor_name),
    donorEmail: String(row.donor_email),
    amount: toNumber(row.amount),
    paidAt: toIso(row.paid_at as string | Date) ?? '',
    receiptWanted: toBool(row.receipt_wanted),
    rrnCipher: (row.rrn_cipher as string | null) ?? null,
  }));
}

/**
 * Why a receipt was voided (폐기): a gift it covers was refunded, a newer receipt of the donor's
 * year replaced it, or its gifts make no receipt of their own any more (the donor's identity is in
 * doubt, or it was keyed by email before receipts were per person).
 */

export interface ReceiptRecord {
  id: number;
  number: string;
  year: number;
  donorKey: string;
  donorName: string;
  rrnMasked: string | null;
  total: number;
  snapshot: ReceiptSnapshot;
  fingerprint: string;
  fileName: string;
  issuedAt: string;
  /** Null while the receipt is valid. */
  voidedAt: string | null;
  voidCause: ReceiptVoidCause | null;
}

const record = (row: Record<string, unknown>): ReceiptRecord => ({
  id: toNumber(row.id),
  number: String(row.number),
  year: toNumber(row.year),
  donorKey: String(row.donor_key),
  donorName: String(row.donor_name),
  rrnMasked: (row.rrn_masked as string | null) ?? null,
  total: toNumber(row.total),
  snapshot: (typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot) as ReceiptSnapshot,
  fingerprint: String(row.fingerprint),
  fileName: String(row.file_name),
  issuedAt: toIso(row.issued_at as string | Date) ?? '',
  voidedAt: toIso(row.voided_at as string | Date | null),
  voidCause: (row.void_cause as ReceiptVoidCause | null) ?? null,
});

/** Receipts still valid (not voided). */
const valid = (db: Db) => db('donation_receipts').whereNull('voided_at');

/** The donor's valid receipt of the year with these contents, if one is issued. */
export async function findReceiptByFingerprint(db: Db, year: number, donorKey: string, fingerprint: string): Promise<ReceiptRecord | undefined> {
  const row = await valid(db).where({ year, donor_key: donorKey, fingerprint }).orderBy('id', 'desc').first();
  return row ? record(row) : undefined;
}

/** Stores a receipt and the gifts it covers (run in a transaction: the two go together). */
export async function insertReceipt(db: Db, receipt: Omit<ReceiptRecord, 'id' | 'issuedAt' | 'voidedAt' | 'voidCause'> & { issuedAt: Date }, giftIds: readonly number[]): Promise<number> {
  const id = insertedId(
    await db('donation_receipts').insert({
      number: receipt.number,
      year: receipt.year,
      donor_key: receipt.donorKey,
      donor_name: receipt.donorName,
      rrn_masked: receipt.rrnMasked,
      total: receipt.total,
      snapshot: JSON.stringify(receipt.snapshot),
      fingerprint: receipt.fingerprint,
      file_name: receipt.fileName,
      issued_at: toDbDate(receipt.issuedAt),
      created_at: toDbDate(),
    }),
  );
  if (giftIds.length > 0) await db('donation_receipt_gifts').insert(giftIds.map((donationId) => ({ receipt_id: id, donation_id: donationId })));
  return id;
}

/** Voids the donor's other valid receipts of the year: the one just issued replaces them. Answers how many. */
export async function supersedeReceipts(db: Db, year: number, donorKey: string, currentId: number): Promise<number> {
  return valid(db).where({ year, donor_key: donorKey }).where('id', '<', currentId).update({ voided_at: toDbDate(), void_cause: 'reissued' });
}

/**
 * Locks the gifts a receipt is about to cover (in its transaction) and answers whether every one is
 * still paid: a refund either commits first (then no receipt names the gift) or waits for the
 * receipt and voids it (voidReceiptsCovering).
 */
export async function lockPaidGifts(trx: Db, giftIds: readonly number[]): Promise<boolean> {
  const rows = (await trx('donations').whereIn('id', giftIds).forUpdate().select('state')) as { state: string }[];
  return rows.length === giftIds.length && rows.every((row) => row.state === 'paid');
}

/** Voids the year's valid receipts of every donor not among `donorKeys` (their gifts make no receipt now). Answers how many. */
export async function withdrawYearReceipts(db: Db, year: number, donorKeys: readonly string[]): Promise<number> {
  const stale = valid(db).where({ year });
  if (donorKeys.length > 0) stale.whereNotIn('donor_key', donorKeys);
  return stale.update({ voided_at: toDbDate(), void_cause: 'withdrawn' });
}

/**
 * Voids the valid receipts that cover a gift (a refund: run in the refund's transaction). Receipts
 * issued before gifts were linked were keyed by the donor's address (lower-cased): those of the
 * gift's year and address covered it too. Answers how many.
 */
export async function voidReceiptsCovering(db: Db, gift: { donationId: number; year: number; email: string }): Promise<number> {
  return valid(db)
    .where((covering) =>
      covering
        .whereIn('id', db('donation_receipt_gifts').where({ donation_id: gift.donationId }).select('receipt_id'))
        .orWhere({ year: gift.year, donor_key: gift.email.toLowerCase() }),
    )
    .update({ voided_at: toDbDate(), void_cause: 'refunded' });
}

/** The valid receipt of each donor for the year (the newest, should two ever be valid). */
export async function listYearReceipts(db: Db, year: number): Promise<ReceiptRecord[]> {
  const rows = (await valid(db).where({ year }).orderBy('id', 'desc')) as Record<string, unknown>[];
  const seen = new Set<string>();
  return rows.map(record).filter((receipt) => !seen.has(receipt.donorKey) && seen.add(receipt.donorKey) !== undefined);
}

export async function findReceipt(db: Db, number: string): Promise<ReceiptRecord | undefined> {
  const row = await db('donation_receipts').where({ number }).first();
  return row ? record(row) : undefined;
}

/**
 * Deletes resident registration numbers whose time is up: of gifts paid before `paidBefore`, of
 * gifts never paid created before `unpaidBefore`, and the masked ones on receipts of years before
 * `receiptYearBefore`. Answers how many gifts lost theirs.
 */
export async function purgeRrns(db: Db, cutoffs: { paidBefore: Date; unpaidBefore: Date; receiptYearBefore: number }): Promise<number> {
  const cleared = await db('donations')
    .whereNotNull('rrn_cipher')
    .where((w) =>
      w
        .where((paid) => paid.whereIn('state', ['paid', 'refunded']).where('paid_at', '<', toDbDate(cutoffs.paidBefore)))
        .orWhere((unpaid) => unpaid.whereIn('state', ['pending', 'failed']).where('created_at', '<', toDbDate(cutoffs.unpaidBefore))),
    )
    .update({ rrn_cipher: null, rrn_masked: null, updated_at: toDbDate() });
  await db('donation_receipts').where('year', '<', cutoffs.receiptYearBefore).whereNotNull('rrn_masked').update({ rrn_masked: null });
  return cleared;
}
