import express, { Router } from 'express';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { isPaymentId } from '@nanum/shared/donationRules';
import { AppError } from '../../http/AppError';
import { safeError } from '../../http/logger';
import { findDonationByPaymentId } from './donation.repo';
import { settleDonation, type DonationDeps } from './donation.service';

/** The payment id a PortOne transaction webhook names, if any. */
function paymentIdOf(webhook: unknown): string | null {
  const data = (webhook as { type?: unknown; data?: { paymentId?: unknown } }).data;
  const type = (webhook as { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith('Transaction.') && typeof data?.paymentId === 'string' ? data.paymentId : null;
}

/**
 * POST /api/donations/webhook: PortOne V2's webhooks, verified by their Standard Webhooks signature
 * (webhook-id, webhook-timestamp, webhook-signature over the raw body, with PORTONE_WEBHOOK_SECRET)
 * before anything is read. A transaction webhook only tells the server to look again: the state
 * comes from PortOne's API (settleDonation), and a replay or a webhook before the browser's return
 * records the donation once. Mounted before the JSON parser: the signature is over the raw body.
 * A payment this site did not make is acknowledged and ignored; a lookup that fails answers 503 so
 * that PortOne sends it again.
 */
export function donationWebhookRouter(deps: DonationDeps): Router {
  const router = Router();
  router.post('/donations/webhook', express.text({ type: () => true, limit: '64kb' }), async (req, res) => {
    const { portone, logger } = deps;
    if (!portone) throw new AppError(409, M.paymentsOff, 'PAYMENTS_OFF');
    let webhook: unknown;
    try {
      webhook = await portone.verifyWebhook(typeof req.body === 'string' ? req.body : '', req.headers);
    } catch (error) {
      logger.warn({ reason: (error as { reason?: string }).reason ?? (error as Error).name }, 'donation webhook refused');
      throw new AppError(400, M.webhookRefused, 'WEBHOOK_REFUSED');
    }
    const paymentId = paymentIdOf(webhook);
    if (paymentId && isPaymentId(paymentId) && (await findDonationByPaymentId(deps.db, paymentId))) {
      try {
        await settleDonation(deps, paymentId);
      } catch (error) {
        logger.warn({ err: safeError(error), paymentId }, 'donation webhook not settled');
        throw new AppError(503, M.confirmFailed, 'WEBHOOK_RETRY');
      }
    }
    res.json({ status: 200 });
  });
  return router;
}
