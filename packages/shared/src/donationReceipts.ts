/**
 * 기부금 영수증 (issue 29): the resident registration number a donor gives for a receipt, the
 * receipt's number, and how long the number is kept.
 */
import { certificateNumber } from './youthRules';

/** A resident registration number as typed: 6 digits, a hyphen (optional), 7 digits starting 1-8. */
export const RRN_INPUT_PATTERN = /^\d{6}-?[1-8]\d{6}$/;

/** "9001011234567" or "900101-1234567" -> "900101-1234567". */
export const normaliseRrn = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
};

/** Shown wherever the number is shown at all (receipts, operators' screens): "900101-1******". */
export const maskRrn = (rrn: string): string => `${normaliseRrn(rrn).slice(0, 8)}******`;

/**
 * Years a gift's resident registration number is kept after the year of the gift (the receipt
 * records a donee keeps under the income and corporate tax acts: 5 years); then it is deleted.
 */
export const DONOR_RRN_RETENTION_YEARS = 5;
/** Days the number of a gift that was never paid is kept (it was never needed). */
export const UNPAID_RRN_RETENTION_DAYS = 30;

/** A receipt's number: "NANUM-DR-2026-" and 10 random Crockford base32 characters. */
export const receiptNumber = (year: number, randomBytes: ArrayLike<number>): string => certificateNumber(year, randomBytes).replace(/^NANUM-/, 'NANUM-DR-');
export const RECEIPT_NUMBER_PATTERN = /^NANUM-DR-\d{4}-[0-9A-Z]{10}$/;
export const isReceiptNumber = (value: unknown): value is string => typeof value === 'string' && RECEIPT_NUMBER_PATTERN.test(value);

/** The form's name of the gift type: 일반기부금 (code 40) for a public-interest corporation. */
export const RECEIPT_DONATION_CODE = { code: '40', label: '일반기부금' } as const;
