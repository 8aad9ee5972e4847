import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { donationTaxCodeOf, TAX_FILE_COLUMNS, TAX_FILE_KIND, TAX_FILE_MISSING_COLUMNS, TAX_FILE_SHEETS, type TaxFileKey } from '@nanum/shared/donationTaxFile';
import { siteDay, zonedTimeToDate } from '@nanum/shared/timeZone';
import { writeWorkbook, type SheetColumn } from '../../exports/workbook';
import { AppError } from '../../http/AppError';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import type { DonationDeps } from './donation.service';
import { findTaxFileGifts, listYearReceipts, type TaxFileGiftRow } from './donationReceipt.repo';
import { decryptRrn, type RrnKey } from './rrnCipher';

type TaxRow = Record<TaxFileKey, string | number | Date>;

/** 'YYYY-MM-DD' as a date cell (midnight UTC, which Excel shows as that calendar day). */
const dateCell = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * A year's gifts by donor (address, lower-cased, as receipts key them), donors in order of their
 * first gift, only donors who asked for a receipt: as the receipt does, every gift of theirs.
 */
function byDonor(gifts: readonly TaxFileGiftRow[]): Map<string, TaxFileGiftRow[]> {
  const donors = new Map<string, TaxFileGiftRow[]>();
  for (const gift of gifts) {
    const key = gift.donorEmail.toLowerCase();
    donors.set(key, [...(donors.get(key) ?? []), gift]);
  }
  for (const [key, list] of donors) if (!list.some((gift) => gift.receiptWanted)) donors.delete(key);
  return donors;
}

/** The number in clear, only here and only in memory; a wrong key is the operator's to fix, and the message never holds the number. */
function openRrn(key: RrnKey, sealed: string): string {
  try {
    return decryptRrn(key, sealed);
  } catch {
    throw new AppError(409, M.taxFileUnreadable, 'RRN_UNREADABLE');
  }
}

/** The columns of a sheet of the file: its dates and amounts formatted as such. */
const sheetColumns = (columns: readonly { key: string; header: string; width: number }[]): SheetColumn[] =>
  columns.map((column) => ({ ...column, ...(column.key === 'date' ? { numFmt: 'yyyy-mm-dd' } : column.key === 'amount' ? { numFmt: '#,##0' } : {}) }));

/**
 * The 연말정산 간소화 file of a year (Korean years), admins only: every paid gift of a donor who asked
 * for a receipt (the gifts their receipt covers), with the donor's resident registration number
 * decrypted for this file alone (never logged, never in an answer but this download), the receipt
 * number when that donor's receipt is issued, and the code from site settings. A donor whose
 * number is gone (deleted) has their gifts on a sheet of their own for the operator to settle.
 * One audit entry: the year and the counts, never a number.
 */
export async function writeTaxFile({ db, rrnKey }: DonationDeps, actor: Actor, year: number): Promise<Buffer> {
  if (!rrnKey) throw new AppError(409, M.taxFileKeyMissing, 'RECEIPTS_OFF');
  const gifts = await findTaxFileGifts(db, zonedTimeToDate({ year, month: 1, day: 1 }), zonedTimeToDate({ year: year + 1, month: 1, day: 1 }));
  const settings = presentSettings(await findSettings(db));
  const code = donationTaxCodeOf(settings.donationTaxCode);
  const receipts = new Map((await listYearReceipts(db, year)).map((receipt) => [receipt.donorKey, receipt.number]));
  const rows: TaxRow[] = [];
  const missing: Record<string, unknown>[] = [];
  for (const [donorKey, list] of byDonor(gifts)) {
    // The donor's latest number, as on their receipt; opened once, kept only in this file.
    const sealed = [...list].reverse().find((gift) => gift.rrnCipher)?.rrnCipher;
    const rrn = sealed ? openRrn(rrnKey, sealed) : null;
    for (const gift of list) {
      const date = dateCell(siteDay(new Date(gift.paidAt)));
      if (rrn === null) missing.push({ donorName: gift.donorName, donorEmail: gift.donorEmail, date, amount: gift.amount });
      else rows.push({ serial: rows.length + 1, receiptNumber: receipts.get(donorKey) ?? '', donorName: gift.donorName, rrn, code, kind: TAX_FILE_KIND, date, amount: gift.amount });
    }
  }
  const issuer = [
    { label: '단체명', value: settings.organisationName },
    { label: '고유번호(사업자등록번호)', value: settings.registrationNumber },
    { label: '대표자', value: settings.representative },
    { label: '소재지', value: settings.address },
    { label: '귀속연도', value: String(year) },
  ];
  const file = await writeWorkbook([
    { name: TAX_FILE_SHEETS.rows, columns: sheetColumns(TAX_FILE_COLUMNS), rows },
    { name: TAX_FILE_SHEETS.missing, columns: sheetColumns(TAX_FILE_MISSING_COLUMNS), rows: missing },
    { name: TAX_FILE_SHEETS.issuer, columns: [{ key: 'label', header: '항목', width: 22 }, { key: 'value', header: '내용', width: 40 }], rows: issuer },
  ]);
  await recordChange(db, actor, { action: 'donation.taxFile', targetType: 'donation', targetId: null, before: null, after: { year, rows: rows.length, withoutNumber: missing.length } });
  return file;
}
