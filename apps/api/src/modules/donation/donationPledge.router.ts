import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { pledgeAmountSchema, pledgeConfirmSchema, pledgeStartSchema } from '@nanum/shared/donationSchemas';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import type { DonationDeps } from './donation.service';
import { cancelPledge, changePledgeAmount, confirmPledge, listOwnPledges, startPledge } from './donationPledge.service';

const idParams = z.object({ id: idParamSchema });

/**
 * Monthly giving (정기 후원) for logged-in members, each on their own pledges only:
 *   POST   /api/donations/pledges                { amount, name, email, phone, agree } -> { data: PledgeStartView } (PortOne's card window next)
 *   POST   /api/donations/pledges/{id}/confirm   { billingKey } PortOne must know it as issued; the first month is charged at once
 *   GET    /api/donations/pledges/mine           -> { data: PledgeView[] } (the profile)
 *   PUT    /api/donations/pledges/{id}           { amount } from the next charge
 *   DELETE /api/donations/pledges/{id}           cancels; the billing key is forgotten
 * Later months are charged by the hourly job (donationJobs.ts). Starting is limited per address.
 */
export function donationPledgeRouter(deps: DonationDeps & { limiter: RateLimiterFactory }): Router {
  const router = Router();
  const startLimit = deps.limiter({ name: 'donation-pledge', windowMs: 10 * 60_000, limit: 30 });
  const confirmLimit = deps.limiter({ name: 'donation-pledge-confirm', windowMs: 10 * 60_000, limit: 30 });

  router.post(
    '/donations/pledges',
    startLimit,
    route({ auth: 'login', body: pledgeStartSchema }, async ({ body, user }) => ({ status: 200, data: await startPledge(deps, body, user.id) })),
  );

  router.post(
    '/donations/pledges/:id/confirm',
    confirmLimit,
    route({ auth: 'login', params: idParams, body: pledgeConfirmSchema }, async ({ params, body, user }) => {
      const { pledge, charged } = await confirmPledge(deps, user.id, params.id, body.billingKey);
      return { status: 200, message: charged ? M.pledgeStarted : M.pledgeFirstChargeFailed, data: pledge };
    }),
  );

  router.get(
    '/donations/pledges/mine',
    route({ auth: 'login' }, async ({ user }) => ({ status: 200, data: await listOwnPledges(deps, user.id) })),
  );

  router.put(
    '/donations/pledges/:id',
    route({ auth: 'login', params: idParams, body: pledgeAmountSchema }, async ({ params, body, user }) => ({ status: 200, message: M.pledgeChanged, data: await changePledgeAmount(deps, user.id, params.id, body.amount) })),
  );

  router.delete(
    '/donations/pledges/:id',
    route({ auth: 'login', params: idParams }, async ({ params, user }) => ({ status: 200, message: M.pledgeCancelled, data: await cancelPledge(deps, user.id, params.id) })),
  );

  return router;
}
