import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { donationExportSchema, donationFilterSchema, donationRefundSchema, receiptYearSchema } from '@nanum/shared/donationSchemas';
import { taxFileName } from '@nanum/shared/donationTaxFile';
import { AppError } from '../../http/AppError';
import { requirePermission } from '../../http/guards';
import { route } from '../../http/route';
import { sendStored } from '../../uploads/sendStored';
import { actorOf } from '../admin/audit.service';
import { exportDonations, listDonations, refundDonation } from './donationAdmin.service';
import type { DonationDeps } from './donation.service';
import { issueYearReceipts, listReceipts, receiptFile, type ReceiptDeps } from './donationReceipt.service';
import { writeTaxFile } from './donationTaxFile.service';

/**
 * Donor records for operators (OPERATOR: operators and admins; division heads are refused):
 *   GET  /api/admin/donations?state&method&from&to&q&page -> { data: Paged<AdminDonationView> & { totals } }
 *   GET  /api/admin/donations/export?...&format=csv|xlsx  the same filters as CSV or .xlsx (audited 'donation.export')
 *   POST /api/admin/donations/{id}/refund  { reason }     refund through PortOne (audited 'donation.refund')
 *   POST /api/admin/donations/receipts     { year }       prepares the year's 기부금 영수증 (audited 'receipt.issue') -> { data: DonationReceiptView[] }
 *   GET  /api/admin/donations/receipts?year               the year's valid receipts (voided ones left out)
 *   GET  /api/admin/donations/receipts/{number}/file      the receipt's PDF
 *   GET  /api/admin/donations/tax-file?year               the year's 연말정산 간소화 file (.xlsx with resident
 *                                                         registration numbers in clear: admins only; audited 'donation.taxFile')
 */
export function donationAdminRouter(deps: DonationDeps & Omit<ReceiptDeps, 'db'>): Router {
  const router = Router();
  const operators = requirePermission('OPERATOR');

  router.get(
    '/admin/donations',
    route({ auth: operators, query: donationFilterSchema }, async ({ query }) => ({ status: 200, data: await listDonations(deps, query) })),
  );

  router.get(
    '/admin/donations/export',
    route({ auth: operators, query: donationExportSchema }, async ({ query, req, res }) => {
      const file = await exportDonations(deps, actorOf(req), query);
      res.set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"` });
      res.send(file.body);
      return undefined;
    }),
  );

  router.get(
    '/admin/donations/tax-file',
    route({ auth: requirePermission(), query: receiptYearSchema }, async ({ query, req, res }) => {
      const body = await writeTaxFile(deps, actorOf(req), query.year);
      res.set({
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="tax-file-${query.year}.xlsx"; filename*=UTF-8''${encodeURIComponent(taxFileName(query.year))}`,
        'Cache-Control': 'private, no-store',
      });
      res.send(body);
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

  router.post(
    '/admin/donations/receipts',
    route({ auth: operators, body: receiptYearSchema }, async ({ body, req }) => {
      const data = await issueYearReceipts(deps, actorOf(req), body.year);
      return { status: 200, message: M.receiptsIssued(data.length), data };
    }),
  );

  router.get(
    '/admin/donations/receipts',
    route({ auth: operators, query: receiptYearSchema }, async ({ query }) => ({ status: 200, data: await listReceipts(deps.db, query.year) })),
  );

  router.get(
    '/admin/donations/receipts/:number/file',
    route({ auth: operators, params: z.object({ number: z.string().max(40) }) }, async ({ params, res }) => {
      const { file, receipt } = await receiptFile(deps.db, params.number);
      const name = encodeURIComponent(`기부금영수증-${receipt.year}-${receipt.number}.pdf`);
      const sent = await sendStored(res, deps.uploadDir, file, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="receipt-${receipt.number}.pdf"; filename*=UTF-8''${name}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      if (!sent) throw new AppError(404, M.receiptNotFound, 'RECEIPT_NOT_FOUND');
      return undefined;
    }),
  );

  return router;
}
