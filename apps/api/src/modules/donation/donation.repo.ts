import type { DonationFilter } from '@nanum/shared/donationSchemas';
import type { DonationMethod, DonationState } from '@nanum/shared/donationRules';
import { zonedTimeToDate } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { containsPattern, insertedId, toBool, toDbDate, toIso, toNumber } from '../../db/values';

/** The donations table: the only code that reads or writes it. */

export interface DonationRow {
  id: number;
  payment_id: string;
  user_id: number | null;
  method: DonationMethod;
  amount: number;
  currency: string;
  state: DonationState;
  donor_name: string;
  donor_email: string;
  donor_phone: string;
  transaction_id: string | null;
  note: string;
  paid_at: string | Date | null;
  refunded_at: string | Date | null;
  created_at: string | Date;
  receipt_wanted: boolean;
  rrn_cipher: string | null;
  rrn_masked: string | null;
  /** A gift by 가상계좌: the account PortOne issued (bank code, number, holder) and its deadline. */
  account_bank: string | null;
  account_number: string | null;
  account_holder: string | null;
  account_due_at: string | Date | null;
}

export interface NewDonation {
  paymentId: string;
  userId: number | null;
  method: DonationMethod;
  amount: number;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  /** A receipt was asked for, with the number sealed (rrnCipher.ts) and masked. */
  receipt: { cipher: string; masked: string } | null;
  /** The monthly pledge this gift is a charge of. */
  pledgeId?: number;
}

const normalise = (row: DonationRow | undefined): DonationRow | undefined =>
  row ? { ...row, id: toNumber(row.id), amount: toNumber(row.amount), user_id: row.user_id === null ? null : toNumber(row.user_id), receipt_wanted: toBool(row.receipt_wanted) } : undefined;

export async function insertDonation(db: Db, donation: NewDonation): Promise<number> {
  return insertedId(
    await db('donations').insert({
      payment_id: donation.paymentId,
      user_id: donation.userId,
      method: donation.method,
      amount: donation.amount,
      currency: 'KRW',
      state: 'pending',
      donor_name: donation.donorName,
      donor_email: donation.donorEmail,
      donor_phone: donation.donorPhone,
      receipt_wanted: donation.receipt !== null,
      rrn_cipher: donation.receipt?.cipher ?? null,
      rrn_masked: donation.receipt?.masked ?? null,
      pledge_id: donation.pledgeId ?? null,
      note: '',
      created_at: toDbDate(),
      updated_at: toDbDate(),
    }),
  );
}

/** Records the account PortOne issued for a pending gift by 가상계좌, once: answers whether this call recorded it. */
export async function recordVirtualAccount(db: Db, id: number, account: { bank: string | null; number: string; holder: string | null; dueAt: Date | null }): Promise<boolean> {
  const recorded = await db('donations')
    .where({ id, state: 'pending' })
    .whereNull('account_number')
    .update({ account_bank: account.bank?.slice(0, 40) ?? null, account_number: account.number.slice(0, 40), account_holder: account.holder?.slice(0, 50) ?? null, account_due_at: account.dueAt ? toDbDate(account.dueAt) : null, updated_at: toDbDate() });
  return recorded > 0;
}

/** The payment ids of gifts by 가상계좌 still waiting for a deposit whose deadline passed before `before` (oldest first). */
export async function findLapsedVirtualAccounts(db: Db, before: Date, limit: number): Promise<string[]> {
  return (await db('donations')
    .where({ state: 'pending', method: 'virtual' })
    .whereNotNull('account_due_at')
    .where('account_due_at', '<', toDbDate(before))
    .orderBy('account_due_at')
    .limit(limit)
    .pluck('payment_id')) as string[];
}

export async function findDonationByPaymentId(db: Db, paymentId: string): Promise<DonationRow | undefined> {
  return normalise(await db('donations').where({ payment_id: paymentId }).first());
}

export async function findDonationById(db: Db, id: number): Promise<DonationRow | undefined> {
  return normalise(await db('donations').where({ id }).first());
}

/**
 * Moves a donation from one state to another, only if it is still in `from`: true when this call
 * made the change (a webhook and the browser's return racing each other record it once).
 */
export async function moveDonation(db: Db, id: number, from: DonationState, to: DonationState, fields: { transactionId?: string; note?: string; paidAt?: Date; refundedAt?: Date } = {}): Promise<boolean> {
  const changed = await db('donations')
    .where({ id, state: from })
    .update({
      state: to,
      ...(fields.transactionId !== undefined ? { transaction_id: fields.transactionId.slice(0, 100) } : {}),
      ...(fields.note !== undefined ? { note: fields.note.slice(0, 200) } : {}),
      ...(fields.paidAt ? { paid_at: toDbDate(fields.paidAt) } : {}),
      ...(fields.refundedAt ? { refunded_at: toDbDate(fields.refundedAt) } : {}),
      updated_at: toDbDate(),
    });
  return changed === 1;
}

/** The instant a Korean day (YYYY-MM-DD) begins, `days` later. */
const dayStart = (day: string, days = 0): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return toDbDate(zonedTimeToDate({ year, month, day: date + days }));
};

function filtered(db: Db, filter: Omit<DonationFilter, 'page'>) {
  const query = db('donations');
  if (filter.state) query.where('state', filter.state);
  if (filter.method) query.where('method', filter.method);
  if (filter.from) query.where('created_at', '>=', dayStart(filter.from));
  if (filter.to) query.where('created_at', '<', dayStart(filter.to, 1));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query.where((w) => w.whereRaw('donor_name like ? escape ?', [pattern, '!']).orWhereRaw('donor_email like ? escape ?', [pattern, '!']).orWhere('payment_id', filter.q ?? ''));
  }
  return query;
}

/** A page of donations under the filter (newest first), or all of them (size null: the CSV). */
export async function findDonations(db: Db, filter: Omit<DonationFilter, 'page'>, page: number, size: number | null): Promise<DonationRow[]> {
  const query = filtered(db, filter).select('*').orderBy('id', 'desc');
  if (size !== null) query.limit(size).offset((page - 1) * size);
  return ((await query) as DonationRow[]).map((row) => normalise(row) as DonationRow);
}

/** How many donations match, how many and how much were paid, and how much was refunded. */
export async function donationTotals(db: Db, filter: Omit<DonationFilter, 'page'>): Promise<{ total: number; paidCount: number; paidAmount: number; refundedAmount: number }> {
  const rows = (await filtered(db, filter).select('state').count({ count: '*' }).sum({ amount: 'amount' }).groupBy('state')) as { state: DonationState; count: unknown; amount: unknown }[];
  const of = (state: DonationState) => rows.find((row) => row.state === state);
  return {
    total: rows.reduce((sum, row) => sum + toNumber(row.count), 0),
    paidCount: toNumber(of('paid')?.count),
    paidAmount: toNumber(of('paid')?.amount),
    refundedAmount: toNumber(of('refunded')?.amount),
  };
}

/** A withdrawing member's donations stay (tax law keeps them for years) but no longer name the account. */
export async function detachDonations(db: Db, userId: number): Promise<void> {
  await db('donations').where({ user_id: userId }).update({ user_id: null, updated_at: toDbDate() });
}

/** Paid gifts within [from, to): their amount, address and payment time (the public summary). */
export async function findPaidAmounts(db: Db, from: Date, to: Date): Promise<{ amount: number; email: string; paidAt: string }[]> {
  const rows = (await db('donations').where({ state: 'paid' }).where('paid_at', '>=', toDbDate(from)).where('paid_at', '<', toDbDate(to)).select('amount', 'donor_email', 'paid_at')) as Record<string, unknown>[];
  return rows.map((row) => ({ amount: toNumber(row.amount), email: String(row.donor_email).toLowerCase(), paidAt: toIso(row.paid_at as string | Date) ?? '' }));
}
