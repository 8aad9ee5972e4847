import { Router } from 'express';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { donationCheckoutSchema, paymentIdParamSchema, summaryQuerySchema } from '@nanum/shared/donationSchemas';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { z } from 'zod';
import { presentDonationResult } from './donation.presenter';
import { verifyReceipt } from './donationReceipt.service';
import { donationYearSummary } from './donationSummary.service';
import { zonedParts } from '@nanum/shared/timeZone';
import { donationSetup, requireDonation, settleDonation, startCheckout, type DonationDeps } from './donation.service';

/**
 * One-time giving (issue 29), for visitors and members alike:
 *   GET  /api/donations/setup                  -> { data: DonationSetupView } (online payment on or off, the transfer account)
 *   POST /api/donations                        { amount, method, name, email, phone, agree } -> { data: DonationCheckoutView }
 *   POST /api/donations/{paymentId}/complete   the browser is back from PortOne's window: the server asks PortOne -> { data, message }
 *   GET  /api/donations/{paymentId}            -> { data: DonationResultView } (the thank-you page; the id is unguessable)
 *   GET  /api/donations/summary?year          -> { data: DonationYearSummary } (public: paid gifts by Korean month, this year's goal)
 *   GET  /api/donations/receipts/{number}      -> { data: ReceiptVerification } (public: a 기부금 영수증 is genuine, voided (폐기) or unknown, name masked)
 * Checkouts and completions are limited per address.
 */
export function donationRouter(deps: DonationDeps & { limiter: RateLimiterFactory }): Router {
  const router = Router();
  const checkoutLimit = deps.limiter({ name: 'donation-checkout', windowMs: 10 * 60_000, limit: 20 });
  const completeLimit = deps.limiter({ name: 'donation-complete', windowMs: 10 * 60_000, limit: 60 });

  router.get(
    '/donations/setup',
    route({}, async () => ({ status: 200, data: await donationSetup(deps) })),
  );

  router.post(
    '/donations',
    checkoutLimit,
    route({ body: donationCheckoutSchema }, async ({ body, user }) => ({ status: 200, data: await startCheckout(deps, body, user?.id ?? null) })),
  );

  router.post(
    '/donations/:paymentId/complete',
    completeLimit,
    route({ params: paymentIdParamSchema }, async ({ params }) => {
      const row = await settleDonation(deps, params.paymentId);
      const message = row.state === 'paid' ? M.paid : row.state === 'pending' ? (row.account_number ? M.awaitingDeposit : M.pending) : row.note.startsWith('결제 금액 불일치') ? M.amountMismatch : M.notPaid;
      return { status: 200, message, data: presentDonationResult(row) };
    }),
  );

  router.get(
    '/donations/summary',
    route({ query: summaryQuerySchema }, async ({ query }) => ({ status: 200, data: await donationYearSummary(deps.db, query.year ?? zonedParts(new Date()).year) })),
  );

  router.get(
    '/donations/:paymentId',
    route({ params: paymentIdParamSchema }, async ({ params }) => ({ status: 200, data: presentDonationResult(await requireDonation(deps.db, params.paymentId)) })),
  );

  // Any number is looked up (an unknown one answers as such, not 400).
  router.get(
    '/donations/receipts/:number',
    route({ params: z.object({ number: z.string() }) }, async ({ params }) => ({ status: 200, data: await verifyReceipt(deps.db, params.number) })),
  );

  return router;
}
