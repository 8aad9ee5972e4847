import type { Db } from '../../db/knex';
import { insertedId, toBool, toDbDate, toIso, toNumber } from '../../db/values';
import type { ReceiptSnapshot } from './donationReceiptPdf';

/** 기부금 영수증 (donation_receipts) and the receipt fields of donations. */

interface PaidGiftFields {
  donorName: string;
  donorEmail: string;
  amount: number;
  paidAt: string;
  receiptWanted: boolean;
}

export interface ReceiptGiftRow extends PaidGiftFields {
  rrnMasked: string | null;
}

export interface TaxFileGiftRow extends PaidGiftFields {
  rrnCipher: string | null;
}

/** Every paid gift paid within [from, to), oldest first, with one number column (masked or sealed). */
async function paidGiftsWith(db: Db, from: Date, to: Date, numberColumn: 'rrn_masked' | 'rrn_cipher'): Promise<(PaidGiftFields & { number: string | null })[]> {
  const rows = (await db('donations')
    .where({ state: 'paid' })
    .where('paid_at', '>=', toDbDate(from))
    .where('paid_at', '<', toDbDate(to))
    .orderBy([{ column: 'paid_at' }, { column: 'id' }])
    .select('donor_name', 'donor_email', 'amount', 'paid_at', 'receipt_wanted', numberColumn)) as Record<string, unknown>[];
  return rows.map((row) => ({
    donorName: String(row.donor_name),
    donorEmail: String(row.donor_email),
    amount: toNumber(row.amount),
    paidAt: toIso(row.paid_at as string | Date) ?? '',
    receiptWanted: toBool(row.receipt_wanted),
    number: (row[numberColumn] as string | null) ?? null,
  }));
}

/** Every paid gift paid within [from, to), oldest first, with the masked number (the receipts). */
export async function findPaidGifts(db: Db, from: Date, to: Date): Promise<ReceiptGiftRow[]> {
  return (await paidGiftsWith(db, from, to, 'rrn_masked')).map(({ number, ...gift }) => ({ ...gift, rrnMasked: number }));
}

/** Every paid gift paid within [from, to), oldest first, with its sealed number (the tax office's file). */
export async function findTaxFileGifts(db: Db, from: Date, to: Date): Promise<TaxFileGiftRow[]> {
  return (await paidGiftsWith(db, from, to, 'rrn_cipher')).map(({ number, ...gift }) => ({ ...gift, rrnCipher: number }));
}

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
});

export async function findReceiptByFingerprint(db: Db, year: number, donorKey: string, fingerprint: string): Promise<ReceiptRecord | undefined> {
  const row = await db('donation_receipts').where({ year, donor_key: donorKey, fingerprint }).first();
  return row ? record(row) : undefined;
}

export async function insertReceipt(db: Db, receipt: Omit<ReceiptRecord, 'id' | 'issuedAt'> & { issuedAt: Date }): Promise<number> {
  return insertedId(
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
}

/** The newest receipt of each donor for the year. */
export async function listYearReceipts(db: Db, year: number): Promise<ReceiptRecord[]> {
  const rows = (await db('donation_receipts').where({ year }).orderBy('id', 'desc')) as Record<string, unknown>[];
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
