import { bankLabel } from '@nanum/shared/donationRules';
import type { AdminDonationView, DonationResultView, VirtualAccountView } from '@nanum/shared/donationViews';
import { maskName } from '@nanum/shared/youthRules';
import { toIso } from '../../db/values';
import type { DonationRow } from './donation.repo';

/** A gift by 가상계좌 waiting for its deposit: the account to deposit into; otherwise null. */
const virtualAccountOf = (row: DonationRow): VirtualAccountView | null =>
  row.method === 'virtual' && row.state === 'pending' && row.account_number
    ? { bank: bankLabel(row.account_bank), accountNumber: row.account_number, holder: row.account_holder, dueAt: toIso(row.account_due_at) }
    : null;

/** The thank-you page's view: the state and amount, the name masked, no contact details. */
export const presentDonationResult = (row: DonationRow): DonationResultView => ({
  paymentId: row.payment_id,
  state: row.state,
  amount: row.amount,
  method: row.method,
  maskedName: maskName(row.donor_name),
  paidAt: toIso(row.paid_at),
  virtualAccount: virtualAccountOf(row),
});

/** One donation for operators (the donor's contact details are theirs to see). */
export const presentAdminDonation = (row: DonationRow): AdminDonationView => ({
  id: row.id,
  paymentId: row.payment_id,
  state: row.state,
  method: row.method,
  amount: row.amount,
  donorName: row.donor_name,
  donorEmail: row.donor_email,
  donorPhone: row.donor_phone,
  userId: row.user_id,
  createdAt: toIso(row.created_at) ?? '',
  paidAt: toIso(row.paid_at),
  refundedAt: toIso(row.refunded_at),
  note: row.note,
  receiptWanted: row.receipt_wanted,
  rrnMasked: row.rrn_masked,
});
