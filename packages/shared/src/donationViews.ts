import type { PledgeState } from './donationPledges';
import type { DonationMethod, DonationState, PortOnePayMethod } from './donationRules';

/** The association's own account for gifts by bank transfer (site settings; empty when not set). */
export interface DonationBankAccount {
  bank: string;
  number: string;
  holder: string;
}

/** GET /api/donations/setup: what the 후원하기 page needs. `payments` is null when online payment is off. */
export interface DonationSetupView {
  payments: {
    storeId: string;
    /** The methods with a channel configured. */
    methods: DonationMethod[];
    /** PortOne's browser script (the page loads it only when a gift begins). */
    sdkUrl: string;
  } | null;
  bankAccount: DonationBankAccount;
  /** Whether a 기부금 영수증 (and so a resident registration number) may be asked for online. */
  receipts: boolean;
}

/** POST /api/donations: what the browser hands PortOne's window (the server made the id and the amount). */
export interface DonationCheckoutView {
  paymentId: string;
  storeId: string;
  channelKey: string;
  orderName: string;
  amount: number;
  currency: 'KRW';
  payMethod: PortOnePayMethod;
  /** A virtual account's lifetime, for the window (virtual accounts only). */
  virtualAccount?: { validHours: number };
  customer: { fullName: string; email: string; phoneNumber: string };
}

/** The account PortOne issued for a gift by 가상계좌, for the donor to deposit into. */
export interface VirtualAccountView {
  /** The bank's Korean name. */
  bank: string;
  accountNumber: string;
  /** Whom the deposit shows as paid to, when PortOne says. */
  holder: string | null;
  /** The deposit deadline (ISO), when PortOne says. */
  dueAt: string | null;
}

/** The thank-you page's view of one donation (by its unguessable payment id): no contact details. */
export interface DonationResultView {
  paymentId: string;
  state: DonationState;
  amount: number;
  method: DonationMethod;
  maskedName: string;
  paidAt: string | null;
  /** A gift by 가상계좌 waiting for its deposit: where to deposit (null otherwise). */
  virtualAccount: VirtualAccountView | null;
}

/** One donation in the operators' list. */
export interface AdminDonationView {
  id: number;
  paymentId: string;
  state: DonationState;
  method: DonationMethod;
  amount: number;
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  /** The member who gave (null: a visitor, or a member who has since withdrawn). */
  userId: number | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** Why it failed or was refunded. */
  note: string;
  /** A 기부금 영수증 was asked for; the number, masked ("900101-1******"), while it is kept. */
  receiptWanted: boolean;
  rrnMasked: string | null;
}

/** One issued 기부금 영수증 (operators' list). */
export interface DonationReceiptView {
  number: string;
  year: number;
  donorName: string;
  donorEmail: string;
  rrnMasked: string | null;
  total: number;
  count: number;
  issuedAt: string;
  path: string;
}

/** Why a receipt stopped counting: a gift it covers was refunded, the donor's year was issued again, or the association withdrew it. */
export type ReceiptVoidCause = 'refunded' | 'reissued' | 'withdrawn';

/**
 * The public verification of a receipt number (name masked, no contact, no number). A voided
 * receipt (폐기) says what it said, and when and why it stopped counting, as a revoked certificate does.
 */
export type ReceiptVerification =
  | { state: 'genuine'; number: string; year: number; maskedName: string; total: number; issuedAt: string }
  | { state: 'voided'; number: string; year: number; maskedName: string; total: number; issuedAt: string; voidedAt: string; voidCause: ReceiptVoidCause }
  | { state: 'unknown'; number: string };

/** Totals of the operators' list under its filters. */
export interface AdminDonationTotals {
  paidCount: number;
  paidAmount: number;
  refundedAmount: number;
}

/** GET /api/donations/summary?year: what was given that year (paid, not refunded), for the public. */
export interface DonationYearSummary {
  year: number;
  total: number;
  count: number;
  /** Distinct donors (by address). */
  donors: number;
  /** Each month of the year (Korean months), January first. */
  months: { month: string; amount: number; count: number }[];
  /** The goal set in site settings (올해 모금 목표액), or null; only for the current year. */
  goal: number | null;
}

/** A member's monthly pledge (their profile, the start answer). */
export interface PledgeView {
  id: number;
  state: PledgeState;
  amount: number;
  nextChargeAt: string | null;
  failures: number;
  createdAt: string;
}

/** POST /api/donations/pledges: what PortOne's window needs to issue the billing key. */
export interface PledgeStartView {
  pledgeId: number;
  storeId: string;
  channelKey: string;
  issueId: string;
  issueName: string;
  customer: { fullName: string; email: string; phoneNumber: string };
}
