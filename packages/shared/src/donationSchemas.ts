import { z } from 'zod';
import { pageNumberSchema } from './pagingSchemas';
import { emailField, nameField, phoneField } from './accountSchemas';
import { DONATION_MESSAGES as M } from './donationMessages';
import { DONATION_METHODS, DONATION_STATES, isDonationAmount, isPaymentId } from './donationRules';
import { normaliseRrn, RRN_INPUT_PATTERN } from './donationReceipts';
import { multiLine } from './textRules';
import { isCalendarDate, isDayRange } from './timeZone';
import { requiredText } from './requiredText';
import { optionalSearchText } from './searchText';

/** POST /api/donations: a one-time gift as the 후원하기 form sends it (visitor or member alike). */
export const donationCheckoutSchema = z.object(
  {
    amount: z.coerce.number({ error: M.amountInvalid }).refine(isDonationAmount, M.amountInvalid),
    method: z.enum(DONATION_METHODS, { error: M.methodInvalid }),
    name: nameField(M.nameRequired),
    email: emailField,
    phone: phoneField(M.phoneRequired),
    agree: z.literal(true, { error: M.agreeRequired }),
    /** A 기부금 영수증 wanted: then (only then) the resident registration number is asked for. */
    receipt: z.boolean({ error: M.rrnInvalid }).optional().default(false),
    rrn: z.string({ error: M.rrnInvalid }).trim().optional(),
  },
  { error: M.amountInvalid },
).transform((input, context) => {
  if (!input.receipt) return { ...input, rrn: undefined };
  if (!input.rrn || !RRN_INPUT_PATTERN.test(input.rrn)) {
    context.addIssue({ code: 'custom', path: ['rrn'], message: M.rrnInvalid });
    return z.NEVER;
  }
  return { ...input, rrn: normaliseRrn(input.rrn) };
});
export type DonationCheckoutInput = z.output<typeof donationCheckoutSchema>;
export type PledgeStartInput = z.output<typeof pledgeStartSchema>;

/** POST /api/admin/donations/receipts and its list: a year of gifts (Korean years). */
export const receiptYearSchema = z.object(
  { year: z.coerce.number({ error: M.receiptYearInvalid }).int(M.receiptYearInvalid).min(2000, M.receiptYearInvalid).max(2100, M.receiptYearInvalid) },
  { error: M.receiptYearInvalid },
);

/** A payment id in the path (the server made it; anything else is unknown). */
export const paymentIdParamSchema = z.object({ paymentId: z.string().refine(isPaymentId, M.paymentIdInvalid) });

/** POST /api/admin/donations/:id/refund. */
export const donationRefundSchema = z.object(
  { reason: multiLine(requiredText(M.refundReasonRequired).max(200, M.refundReasonTooLong)) },
  { error: M.refundReasonRequired },
);

/** A real calendar day written YYYY-MM-DD (2026-13-45 and 2026-02-30 are refused). */
const day = z.string({ error: M.filterInvalid }).refine(isCalendarDate, M.filterInvalid);

/** The filters of the operators' list (days in Korean time). */
const donationFilters = z.object(
  {
    state: z.enum(DONATION_STATES, { error: M.filterInvalid }).optional(),
    method: z.enum(DONATION_METHODS, { error: M.filterInvalid }).optional(),
    from: day.optional(),
    to: day.optional(),
    q: optionalSearchText({ invalid: M.filterInvalid, tooLong: M.filterInvalid }, 50),
    page: pageNumberSchema(10_000),
  },
  { error: M.filterInvalid },
);

/** GET /api/admin/donations: the filters, from on or before to. */
export const donationFilterSchema = donationFilters.refine(isDayRange, M.filterInvalid);
export type DonationFilter = z.infer<typeof donationFilterSchema>;

/** GET /api/admin/donations/export: the same filters, written as CSV (the default) or .xlsx. */
export const donationExportSchema = donationFilters.extend({ format: z.enum(['csv', 'xlsx'], { error: M.exportFormatInvalid }).default('csv') }).refine(isDayRange, M.filterInvalid);
export type DonationExportQuery = z.infer<typeof donationExportSchema>;

/** GET /api/donations/summary: a year (this Korean year when absent). */
export const summaryQuerySchema = z.object(
  { year: z.coerce.number({ error: M.yearInvalid }).int(M.yearInvalid).min(2000, M.yearInvalid).max(2100, M.yearInvalid).optional() },
  { error: M.yearInvalid },
);

/** POST /api/donations/pledges: a member's monthly gift (card), before the card is registered. */
export const pledgeStartSchema = z.object(
  {
    amount: z.coerce.number({ error: M.amountInvalid }).refine(isDonationAmount, M.amountInvalid),
    name: nameField(M.nameRequired),
    email: emailField,
    phone: phoneField(M.phoneRequired),
    agree: z.literal(true, { error: M.agreeRequired }),
  },
  { error: M.amountInvalid },
);

/** POST /api/donations/pledges/:id/confirm: the billing key PortOne's window issued. */
export const pledgeConfirmSchema = z.object({ billingKey: requiredText(M.billingKeyInvalid).max(200, M.billingKeyInvalid) }, { error: M.billingKeyInvalid });

/** PUT /api/donations/pledges/:id: a new monthly amount. */
export const pledgeAmountSchema = z.object({ amount: z.coerce.number({ error: M.amountInvalid }).refine(isDonationAmount, M.amountInvalid) }, { error: M.amountInvalid });
