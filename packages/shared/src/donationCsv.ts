import { csvDocument } from './csv';
import { DONATION_METHOD_LABELS, DONATION_STATE_LABELS } from './donationRules';
import type { AdminDonationView } from './donationViews';
import { formatDateTime } from './format';

/** The columns of the operators' donation export (CSV and .xlsx alike). */
export const DONATION_EXPORT_HEADER = ['번호', '결제 번호', '상태', '결제 수단', '금액(원)', '후원자', '이메일', '연락처', '회원 번호', '신청 일시', '결제 일시', '환불 일시', '비고'] as const;

/** One donation's cells (times in Korean time); the number and the amount stay numbers for a spreadsheet. */
export function donationCells(row: AdminDonationView): (string | number)[] {
  return [
    row.id,
    row.paymentId,
    DONATION_STATE_LABELS[row.state],
    DONATION_METHOD_LABELS[row.method],
    row.amount,
    row.donorName,
    row.donorEmail,
    row.donorPhone,
    row.userId === null ? '' : String(row.userId),
    formatDateTime(row.createdAt),
    row.paidAt ? formatDateTime(row.paidAt) : '',
    row.refundedAt ? formatDateTime(row.refundedAt) : '',
    row.note,
  ];
}

/** The operators' donation list as a CSV for Excel (times in Korean time). */
export function donationsCsv(rows: readonly AdminDonationView[]): string {
  return csvDocument([...DONATION_EXPORT_HEADER], rows.map((row) => donationCells(row).map(String)));
}
