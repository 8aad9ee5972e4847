import { donationsCsv } from '@nanum/shared/donationCsv';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import type { DonationFilter } from '@nanum/shared/donationSchemas';
import type { AdminDonationTotals, AdminDonationView } from '@nanum/shared/donationViews';
import type { Paged } from '@nanum/shared/adminViews';
import { AppError } from '../../http/AppError';
import { safeError } from '../../http/logger';
import { recordChange, type Actor } from '../admin/audit.service';
import { presentAdminDonation } from './donation.presenter';
import { donationTotals, findDonationById, findDonations, moveDonation } from './donation.repo';
import type { DonationDeps } from './donation.service';

export const DONATION_PAGE_SIZE = 20;

/** A page of donations under the operator's filters, with the totals of everything the filters match. */
export async function listDonations({ db }: DonationDeps, filter: DonationFilter): Promise<Paged<AdminDonationView> & { totals: AdminDonationTotals }> {
  const { page, ...where } = filter;
  const rows = await findDonations(db, where, page, DONATION_PAGE_SIZE);
  const { total, ...totals } = await donationTotals(db, where);
  return { list: rows.map(presentAdminDonation), total, page, pageSize: DONATION_PAGE_SIZE, totals };
}

/** Every donation the filters match, as CSV; the download is audited (it holds donors' contact details). */
export async function exportDonations({ db }: DonationDeps, actor: Actor, filter: DonationFilter): Promise<string> {
  const { page: _page, ...where } = filter;
  const rows = await findDonations(db, where, 1, null);
  await recordChange(db, actor, { action: 'donation.export', targetType: 'donation', targetId: null, before: null, after: { filter: where, rows: rows.length } });
  return donationsCsv(rows.map(presentAdminDonation));
}

/**
 * An operator refunds a paid donation through PortOne's cancel API, then records it as refunded
 * with the reason, audited in the same transaction. The gateway refusing leaves it paid.
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
    await recordChange(trx, actor, { action: 'donation.refund', targetType: 'donation', targetId: id, before: { state: 'paid', amount: row.amount, paymentId: row.payment_id }, after: { state: 'refunded', reason } });
  });
  return presentAdminDonation((await findDonationById(db, id))!);
}
