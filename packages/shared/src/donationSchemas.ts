import { z } from 'zod';
import { emailField, nameField, phoneField } from './accountSchemas';
import { DONATION_MESSAGES as M } from './donationMessages';
import { DONATION_METHODS, DONATION_STATES, isDonationAmount, isPaymentId } from './donationRules';
import { multiLine } from './textRules';

/** POST /api/donations: a one-time gift as the 후원하기 form sends it (visitor or member alike). */
export const donationCheckoutSchema = z.object(
  {
    amount: z.coerce.number({ error: M.amountInvalid }).refine(isDonationAmount, M.amountInvalid),
    method: z.enum(DONATION_METHODS, { error: M.methodInvalid }),
    name: nameField(M.nameRequired),
    email: emailField,
    phone: phoneField(M.phoneRequired),
    agree: z.literal(true, { error: M.agreeRequired }),
  },
  { error: M.amountInvalid },
);
export type DonationCheckoutInput = z.infer<typeof donationCheckoutSchema>;

/** A payment id in the path (the server made it; anything else is unknown). */
export const paymentIdParamSchema = z.object({ paymentId: z.string().refine(isPaymentId, M.paymentIdInvalid) });

/** POST /api/admin/donations/:id/refund. */
export const donationRefundSchema = z.object(
  { reason: multiLine(z.string({ error: M.refundReasonRequired }).trim().min(1, M.refundReasonRequired).max(200, M.refundReasonTooLong)) },
  { error: M.refundReasonRequired },
);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.filterInvalid);

/** GET /api/admin/donations and its CSV: filters of the operators' list (days in Korean time). */
export const donationFilterSchema = z.object(
  {
    state: z.enum(DONATION_STATES, { error: M.filterInvalid }).optional(),
    method: z.enum(DONATION_METHODS, { error: M.filterInvalid }).optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string({ error: M.filterInvalid }).trim().max(50, M.filterInvalid).optional(),
    page: z.coerce.number({ error: M.filterInvalid }).int().min(1, M.filterInvalid).max(10_000, M.filterInvalid).default(1),
  },
  { error: M.filterInvalid },
);
export type DonationFilter = z.infer<typeof donationFilterSchema>;
