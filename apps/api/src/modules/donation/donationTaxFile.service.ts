import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { donationTaxCodeOf, TAX_FILE_COLUMNS, TAX_FILE_KIND, TAX_FILE_MISSING_COLUMNS, TAX_FILE_SHEETS, type TaxFileKey } from '@nanum/shared/donationTaxFile';
import { siteDay, zonedTimeToDate } from '@nanum/shared/timeZone';
import { writeWorkbook, type SheetColumn } from '../../exports/workbook';
import { AppError } from '../../http/AppError';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import type { DonationDeps } from './donation.service';
import { findPaidGifts, listYearReceipts } from './donationReceipt.repo';
import { receiptDonorsOf, type DoubtCause } from './receiptDonors';

type TaxRow = Record<TaxFileKey, string | number | Date>;

/** 'YYYY-MM-DD' as a date cell (midnight UTC, which Excel shows as that calendar day). */
const dateCell = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** Why a gift cannot be filed as it is (receiptDonors.ts decides). */
const DOUBT_REASONS: Record<DoubtCause, string> = {
  noNumber: '주민등록번호가 보관되어 있지 않습니다.',
  nameDiffers: '같은 주민등록번호가 다른 이름으로도 신청되었습니다. 기부자를 확인해주세요.',
};

/** The columns of a sheet of the file: its dates and amounts formatted as such. */
const sheetColumns = (columns: readonly { key: string; header: string; width: number }[]): SheetColumn[] =>
  columns.map((column) => ({ ...column, ...(column.key === 'date' ? { numFmt: 'yyyy-mm-dd' } : column.key === 'amount' ? { numFmt: '#,##0' } : {}) }));

/**
 * The 연말정산 간소화 file of a year (Korean years), admins only: the gifts each donor's receipt
 * covers (receiptDonors.ts: paid, asking for a receipt, grouped by the person), with the donor's
 * resident registration number decrypted for this file alone (never logged, never in an answer but
 * this download), the receipt number when that donor's receipt is issued, and the code from site
 * settings. Gifts whose donor cannot be decided (the number is gone, or it was given under several
 * names) are on a sheet of their own, with the reason, for the admin to settle.
 * One audit entry: the year and the counts, never a number.
 */
export async function writeTaxFile({ db, rrnKey }: DonationDeps, actor: Actor, year: number): Promise<Buffer> {
  if (!rrnKey) throw new AppError(409, M.taxFileKeyMissing, 'RECEIPTS_OFF');
  const gifts = await findPaidGifts(db, zonedTimeToDate({ year, month: 1, day: 1 }), zonedTimeToDate({ year: year + 1, month: 1, day: 1 }));
  const settings = presentSettings(await findSettings(db));
  const code = donationTaxCodeOf(settings.donationTaxCode);
  const receipts = new Map((await listYearReceipts(db, year)).map((receipt) => [receipt.donorKey, receipt.number]));
  const { donors, doubtful } = receiptDonorsOf(gifts, rrnKey);
  const rows: TaxRow[] = donors
    .flatMap((donor) => donor.gifts.map((gift) => ({ donor, gift })))
    .map(({ donor, gift }, index) => ({ serial: index + 1, receiptNumber: receipts.get(donor.key) ?? '', donorName: donor.name, rrn: donor.rrn, code, kind: TAX_FILE_KIND, date: dateCell(siteDay(new Date(gift.paidAt))), amount: gift.amount }));
  const missing = doubtful.map(({ gift, cause }) => ({ donorName: gift.donorName, donorEmail: gift.donorEmail, date: dateCell(siteDay(new Date(gift.paidAt))), amount: gift.amount, reason: DOUBT_REASONS[cause] }));
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
