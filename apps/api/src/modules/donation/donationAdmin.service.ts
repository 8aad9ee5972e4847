import { AUDIT_SEARCH_WORDS_WITHHELD } from '@nanum/shared/auditLog';
import { DONATION_EXPORT_HEADER, donationCells, donationsCsv } from '@nanum/shared/donationCsv';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { DONATION_EXPORT_MAX } from '@nanum/shared/donationRules';
import { formatNumber } from '@nanum/shared/numberFormat';
import type { DonationExportQuery, DonationFilter } from '@nanum/shared/donationSchemas';
import type { AdminDonationTotals, AdminDonationView } from '@nanum/shared/donationViews';
import type { Paged } from '@nanum/shared/adminViews';
import { siteToday } from '@nanum/shared/timeZone';
import { writeWorkbook } from '../../exports/workbook';
import { AppError } from '../../http/AppError';
import { safeError } from '../../http/logger';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentAdminDonation } from './donation.presenter';
import { donationTotals, findDonationById, findDonations, moveDonation } from './donation.repo';
import type { DonationDeps } from './donation.service';
import { voidReceiptsOfGift } from './donationReceipt.service';

export const DONATION_PAGE_SIZE = 20;

/** A page of donations under the operator's filters, with the totals of everything the filters match. */
export async function listDonations({ db }: DonationDeps, filter: DonationFilter): Promise<Paged<AdminDonationView> & { totals: AdminDonationTotals }> {
  const { page, ...where } = filter;
  const rows = await findDonations(db, where, page, DONATION_PAGE_SIZE);
  const { total, ...totals } = await donationTotals(db, where);
  return { list: rows.map(presentAdminDonation), total, page, pageSize: DONATION_PAGE_SIZE, totals };
}

const COLUMN_WIDTHS = [8, 34, 10, 14, 12, 14, 28, 15, 10, 17, 17, 17, 30];

/** The .xlsx: one sheet, the header bold and frozen, the number and amount as numbers, the rest as text. */
function donationsWorkbook(rows: readonly AdminDonationView[]): Promise<Buffer> {
  const columns = DONATION_EXPORT_HEADER.map((header, index) => ({ header, width: COLUMN_WIDTHS[index] ?? 12, ...(index === 4 ? { numFmt: '#,##0' } : {}) }));
  return writeWorkbook([{ name: '후원 내역', columns, rows: rows.map(donationCells) }]);
}

/** A written export: its bytes, type and file name. */
export interface DonationExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** Every donation the filters match (at most DONATION_EXPORT_MAX), as CSV or .xlsx; the download is audited (it holds donors' contact details). */
export async function exportDonations({ db }: DonationDeps, actor: Actor, query: DonationExportQuery): Promise<DonationExportFile> {
  const { page: _page, format, ...where } = query;
  const found = await findDonations(db, where, 1, DONATION_EXPORT_MAX + 1);
  if (found.length > DONATION_EXPORT_MAX) throw new AppError(400, M.exportTooLarge(formatNumber(DONATION_EXPORT_MAX)), 'EXPORT_TOO_LARGE');
  const rows = found.map(presentAdminDonation);
  // The search words are donors' names or addresses: the append-only log says a search was made, never what it was.
  const { q, ...filter } = where;
  await recordChange(db, actor, { action: 'donation.export', targetType: 'donation', targetId: null, before: null, after: { filter: q ? { ...filter, q: AUDIT_SEARCH_WORDS_WITHHELD } : filter, format, rows: rows.length } });
  const fileName = `donations-${siteToday()}.${format}`;
  return format === 'xlsx'
    ? { body: await donationsWorkbook(rows), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName }
    : { body: Buffer.from(donationsCsv(rows), 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
}

/**
 * An operator refunds a paid donation through PortOne's cancel API, then records it as refunded
 * with the reason, voids the 기부금 영수증 that covers it and audits it, in one transaction. The
 * gateway refusing leaves it paid.
 */
export async function refundDonation({ db, portone, logger }: DonationDeps, actor: Actor, id: number, reason: string): Promise<AdminDonationView> {
  const row = await findDonationById(db, id);
  if (!row) throw new AppError(404, M.donationNotFound, 'DONATION_NOT_FOUND');
  if (row.state !== 'paid') throw new AppError(409, M.refundNotPaid, 'NOT_PAID');
  if (!portone) throw new AppError(409, M.paymentsOff, 'PAYMENTS_OFF');
  try {
    await portone.cancelPayment(row.payment_id, reason);
  } catch (error) {
    logger.warn({ err: safeError(error), paymentId: row.payment_id }, 'PortOne refund failed');
    throw new AppError(502, M.refundFailed, 'REFUND_FAILED');
  }
  await db.transaction(async (trx) => {
    if (!(await moveDonation(trx, id, 'paid', 'refunded', { note: reason, refundedAt: new Date() }))) return;
    const receiptsVoided = await voidReceiptsOfGift(trx, { id, donorEmail: row.donor_email, paidAt: row.paid_at });
    await recordChange(trx, actor, { action: 'donation.refund', targetType: 'donation', targetId: id, before: { state: 'paid', amount: row.amount, paymentId: row.payment_id }, after: { state: 'refunded', reason, ...(receiptsVoided > 0 ? { receiptsVoided } : {}) } });
  });
  return presentAdminDonation((await findDonationById(db, id))!);
}
