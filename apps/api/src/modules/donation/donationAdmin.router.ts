import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { donationFilterSchema, donationRefundSchema } from '@nanum/shared/donationSchemas';
import { siteToday } from '@nanum/shared/timeZone';
import { requirePermission } from '../../http/guards';
import { route } from '../../http/route';
import { actorOf } from '../admin/audit.service';
import { exportDonations, listDonations, refundDonation } from './donationAdmin.service';
import type { DonationDeps } from './donation.service';

/**
 * Donor records for operators (OPERATOR: operators and admins; division heads are refused):
 *   GET  /api/admin/donations?state&method&from&to&q&page -> { data: Paged<AdminDonationView> & { totals } }
 *   GET  /api/admin/donations/export?...                  the same filters as CSV (audited 'donation.export')
 *   POST /api/admin/donations/{id}/refund  { reason }     refund through PortOne (audited 'donation.refund')
 */
export function donationAdminRouter(deps: DonationDeps): Router {
  const router = Router();
  const operators = requirePermission('OPERATOR');

  router.get(
    '/admin/donations',
    route({ auth: operators, query: donationFilterSchema }, async ({ query }) => ({ status: 200, data: await listDonations(deps, query) })),
  );

  router.get(
    '/admin/donations/export',
    route({ auth: operators, query: donationFilterSchema }, async ({ query, req, res }) => {
      const csv = await exportDonations(deps, actorOf(req), query);
      res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="donations-${siteToday()}.csv"` });
      res.send(csv);
      return undefined;
    }),
  );

  router.post(
    '/admin/donations/:id/refund',
    route({ auth: operators, params: z.object({ id: idParamSchema }), body: donationRefundSchema }, async ({ params, body, req }) => ({
      status: 200,
      message: M.refunded,
      data: await refundDonation(deps, actorOf(req), params.id, body.reason),
    })),
  );

  return router;
}
