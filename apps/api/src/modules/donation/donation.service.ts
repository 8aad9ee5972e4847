import crypto from 'node:crypto';
import type { Payment } from '@portone/server-sdk/payment';
import { DONATION_MESSAGES as M, donationThanksMail, virtualAccountMail } from '@nanum/shared/donationMessages';
import { maskRrn } from '@nanum/shared/donationReceipts';
import { bankLabel, DONATION_CURRENCY, DONATION_METHODS, DONATION_ORDER_NAME, formatWon, paymentIdOf, PORTONE_PAY_METHODS, VIRTUAL_ACCOUNT_VALID_HOURS } from '@nanum/shared/donationRules';
import type { DonationCheckoutInput } from '@nanum/shared/donationSchemas';
import type { DonationCheckoutView, DonationSetupView } from '@nanum/shared/donationViews';
import { siteDateTimeText } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { safeError, type Logger } from '../../http/logger';
import type { Mailer } from '../mail/mailer';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import { findDonationByPaymentId, findLapsedVirtualAccounts, insertDonation, moveDonation, recordVirtualAccount, type DonationRow } from './donation.repo';
import { voidReceiptsOfGift } from './donationReceipt.service';
import type { PortOneGateway } from './portone';
import { encryptRrn, type RrnKey } from './rrnCipher';

export interface DonationDeps {
  db: Db;
  /** Null when online giving is not configured. */
  portone: PortOneGateway | null;
  mailer: Mailer;
  logger: Logger;
  /** DONOR_RRN_KEY; null: no resident registration number is taken (receipts not offered online). */
  rrnKey: RrnKey | null;
}

const paymentsOff = () => new AppError(409, M.paymentsOff, 'PAYMENTS_OFF');

/** What the 후원하기 page needs: whether (and how) to open PortOne, and the account for transfers. */
export async function donationSetup({ db, portone, rrnKey }: DonationDeps): Promise<DonationSetupView> {
  const settings = presentSettings(await findSettings(db));
  return {
    payments: portone ? { storeId: portone.storeId, sdkUrl: portone.browserSdkUrl, methods: DONATION_METHODS.filter((method) => portone.channelKeys[method]) } : null,
    bankAccount: { bank: settings.donationBank, number: settings.donationAccountNumber, holder: settings.donationAccountHolder },
    receipts: rrnKey !== null,
  };
}

/**
 * A one-time gift begins: the server makes the payment id, records the gift as pending with the
 * amount the donor chose, and answers what the browser hands PortOne's window. What the browser
 * later reports is never trusted: settleDonation asks PortOne.
 */
export async function startCheckout({ db, portone, rrnKey }: DonationDeps, input: DonationCheckoutInput, userId: number | null): Promise<DonationCheckoutView> {
  const channelKey = portone?.channelKeys[input.method];
  if (!portone || !channelKey) throw paymentsOff();
  // A number is taken only for a receipt, and only when it can be sealed with a key kept outside the database.
  if (input.receipt && !rrnKey) throw new AppError(409, M.receiptsOff, 'RECEIPTS_OFF');
  const receipt = input.receipt && input.rrn && rrnKey ? { cipher: encryptRrn(rrnKey, input.rrn), masked: maskRrn(input.rrn) } : null;
  const paymentId = paymentIdOf(crypto.randomBytes(12));
  await insertDonation(db, { paymentId, userId, method: input.method, amount: input.amount, donorName: input.name, donorEmail: input.email, donorPhone: input.phone, receipt });
  return {
    paymentId,
    storeId: portone.storeId,
    channelKey,
    orderName: DONATION_ORDER_NAME,
    amount: input.amount,
    currency: DONATION_CURRENCY,
    payMethod: PORTONE_PAY_METHODS[input.method],
    ...(input.method === 'virtual' ? { virtualAccount: { validHours: VIRTUAL_ACCOUNT_VALID_HOURS } } : {}),
    customer: { fullName: input.name, email: input.email, phoneNumber: input.phone.replaceAll('-', '') },
  };
}

/** A donation by payment id, or a Korean 404. */
export async function requireDonation(db: Db, paymentId: string): Promise<DonationRow> {
  const row = await findDonationByPaymentId(db, paymentId);
  if (!row) throw new AppError(404, M.donationNotFound, 'DONATION_NOT_FOUND');
  return row;
}

/** Whether PortOne's payment is the one the server recorded: paid (or an account issued) for the whole amount, in won, to this store. */
const matches = (payment: Payment & { status: 'PAID' | 'VIRTUAL_ACCOUNT_ISSUED' }, row: DonationRow, storeId: string): boolean =>
  payment.amount.total === row.amount && payment.currency === DONATION_CURRENCY && payment.storeId === storeId;

/**
 * Brings a donation in line with PortOne (the browser's return and every webhook land here):
 * asks PortOne's API for the payment and moves the recorded state once. Paid with the recorded
 * amount: paid, and the thank-you mail goes out. Paid with any other amount (a tampered request):
 * failed, and the payment is cancelled back to the payer. Failed or cancelled at the gateway:
 * failed (pending) or refunded (paid; its 기부금 영수증 voided). A virtual account issued (가상계좌) for the recorded amount:
 * still pending, with the account kept for the donor to see; issued for another amount: failed, and
 * the account closed so that nothing can be deposited. Each move happens only from the state it
 * expects, so a replayed webhook, or one racing the browser, changes nothing the second time.
 */
export async function settleDonation(deps: DonationDeps, paymentId: string): Promise<DonationRow> {
  const { db, portone, logger } = deps;
  if (!portone) throw paymentsOff();
  const row = await requireDonation(db, paymentId);
  if (row.state === 'failed' || row.state === 'refunded') return row;
  let payment: Payment;
  try {
    payment = await portone.getPayment(paymentId);
  } catch (error) {
    logger.warn({ err: safeError(error), paymentId }, 'PortOne payment lookup failed');
    throw new AppError(502, M.confirmFailed, 'PAYMENT_LOOKUP_FAILED');
  }
  if (row.state === 'pending' && payment.status === 'PAID') {
    if (matches(payment, row, portone.storeId)) {
      const paidAt = new Date(payment.paidAt);
      if (await moveDonation(db, row.id, 'pending', 'paid', { transactionId: payment.transactionId, paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt })) {
        logger.info({ paymentId, amount: row.amount }, 'donation paid');
        await sendThanks(deps, { ...row, paid_at: paidAt });
      }
    } else if (await moveDonation(db, row.id, 'pending', 'failed', { note: `결제 금액 불일치(결제 ${payment.amount.total} ${payment.currency}), 자동 취소` })) {
      logger.warn({ paymentId, recorded: row.amount, paid: payment.amount.total, currency: payment.currency }, 'donation amount mismatch: payment cancelled');
      await portone.cancelPayment(paymentId, '결제 금액이 후원 신청 금액과 다름').catch((error: unknown) => logger.error({ err: safeError(error), paymentId }, 'PortOne cancel of a mismatched payment failed'));
    }
  } else if (row.state === 'pending' && payment.status === 'VIRTUAL_ACCOUNT_ISSUED' && row.method === 'virtual') {
    await settleIssuedAccount(deps, row, payment);
  } else if (row.state === 'pending' && (payment.status === 'FAILED' || payment.status === 'CANCELLED')) {
    await moveDonation(db, row.id, 'pending', 'failed', { note: payment.status === 'FAILED' ? '결제 실패' : '결제 취소' });
  } else if (row.state === 'paid' && payment.status === 'CANCELLED') {
    // Cancelled in PortOne's console: refunded, and the receipt that covers it voided, together.
    await db.transaction(async (trx) => {
      if (await moveDonation(trx, row.id, 'paid', 'refunded', { note: '결제 대행사에서 취소', refundedAt: new Date(payment.cancelledAt) })) {
        await voidReceiptsOfGift(trx, { id: row.id, donorEmail: row.donor_email, paidAt: row.paid_at });
      }
    });
  }
  return requireDonation(db, paymentId);
}

/** How long after a 가상계좌's deadline the gift stops waiting: time for a last-minute deposit's webhook. */
const DEPOSIT_GRACE_MS = 3600_000;

/**
 * Gifts by 가상계좌 whose deposit deadline passed (an hour's grace) stop waiting: PortOne is asked
 * once more (a deposit whose webhook was lost is paid then), and a gift still unpaid fails with
 * the note 입금 기한 지남 and its account is closed, so that the donor's page and the admin list no
 * longer show it as 결제 대기. A lookup that fails leaves the gift for the next run. Answers how many
 * stopped waiting. Run hourly by the giving job.
 */
export async function expireLapsedVirtualAccounts(deps: DonationDeps, now: Date = new Date()): Promise<number> {
  const { db, portone, logger } = deps;
  if (!portone) return 0;
  let expired = 0;
  for (const paymentId of await findLapsedVirtualAccounts(db, new Date(now.getTime() - DEPOSIT_GRACE_MS), 200)) {
    const row = await settleDonation(deps, paymentId).catch((error: unknown) => {
      logger.warn({ err: safeError(error), paymentId }, 'lapsed virtual account left for the next run');
      return null;
    });
    if (row?.state !== 'pending') continue;
    if (await moveDonation(db, row.id, 'pending', 'failed', { note: '입금 기한 지남' })) {
      expired += 1;
      await portone.closeVirtualAccount(paymentId).catch((error: unknown) => logger.warn({ err: safeError(error), paymentId }, 'PortOne close of a lapsed virtual account failed'));
    }
  }
  return expired;
}

/** A virtual account PortOne issued for a pending gift: kept when it is for the recorded amount, else closed and the gift failed. */
async function settleIssuedAccount(deps: DonationDeps, row: DonationRow, payment: Payment & { status: 'VIRTUAL_ACCOUNT_ISSUED' }): Promise<void> {
  const { db, portone, logger, mailer } = deps;
  if (!portone) return;
  const paymentId = row.payment_id;
  if (!matches(payment, row, portone.storeId)) {
    if (await moveDonation(db, row.id, 'pending', 'failed', { note: `결제 금액 불일치(가상계좌 ${payment.amount.total} ${payment.currency}), 계좌 닫음` })) {
      logger.warn({ paymentId, recorded: row.amount, issued: payment.amount.total }, 'virtual account for another amount: closed');
      await portone.closeVirtualAccount(paymentId).catch((error: unknown) => logger.error({ err: safeError(error), paymentId }, 'PortOne close of a mismatched virtual account failed'));
    }
    return;
  }
  const method = payment.method?.type === 'PaymentMethodVirtualAccount' ? payment.method : null;
  if (!method) return;
  const dueAt = method.expiredAt ? new Date(method.expiredAt) : null;
  const account = { bank: method.bank ?? null, number: method.accountNumber, holder: method.remitteeName ?? null, dueAt: dueAt && !Number.isNaN(dueAt.getTime()) ? dueAt : null };
  if (!(await recordVirtualAccount(db, row.id, account))) return;
  logger.info({ paymentId, amount: row.amount }, 'virtual account issued');
  // Where to deposit, by mail too (the page may be closed); once, like the thanks.
  const { organisationName } = presentSettings(await findSettings(db));
  const mail = virtualAccountMail({ name: row.donor_name, amount: formatWon(row.amount), bank: bankLabel(account.bank), accountNumber: account.number, holder: account.holder, dueAt: account.dueAt ? siteDateTimeText(account.dueAt) : null, organisation: organisationName || '나눔' });
  await mailer.send({ to: row.donor_email, ...mail }).catch(() => undefined);
}

/** The thank-you mail; a mail that cannot go out is logged (by the mailer), never fails the gift. */
async function sendThanks({ db, mailer }: DonationDeps, row: DonationRow): Promise<void> {
  const { organisationName } = presentSettings(await findSettings(db));
  const mail = donationThanksMail({ name: row.donor_name, amount: formatWon(row.amount), paidAt: siteDateTimeText(new Date(row.paid_at ?? Date.now())), organisation: organisationName || '나눔' });
  await mailer.send({ to: row.donor_email, ...mail }).catch(() => undefined);
}
