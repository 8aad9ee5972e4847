import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import { certificateNumberParamSchema, revokeSchema } from '@nanum/shared/youthSchemas';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { requirePermission } from '../../http/guards';
import { AppError } from '../../http/AppError';
import { refuseCrossSite } from '../../http/sameOrigin';
import { route } from '../../http/route';
import { sendStored } from '../../uploads/sendStored';
import { actorOf } from '../admin/audit.service';
import { assertMayReadCertificate, certificateFile, issueCertificate, listMemberCertificates, requireCertificate, revoke, verifyCertificate } from './certificate.service';

export interface CertificateRouterDeps {
  db: Db;
  config: Pick<Config, 'uploadDir' | 'publicUrl' | 'YOUTH_DAILY_CAP_HOURS'>;
}

const numberParams = certificateNumberParamSchema;

/**
 * Activity certificates (issue 8).
 *
 *   GET /api/user/get/self/certificate              -> { status, data: path of the PDF, message } (type 2 with endOfActivity;
 *                                                   approved activities that have ended; audited 'certificate.issue')
 *   GET /api/youth/certificates/{number}/file       the PDF, for its owner or the member's managers
 *   GET /api/certificate/verify/{number}            public: genuine, revoked (with the reason), corrected (the records
 *                                                   behind it changed: date and reason) or unknown, name masked
 *   PUT /api/youth/certificates/{number}/revoke     { reason } the member's managers
 *   GET /api/youth/certificates/user/{userId}       the member's managers: their certificates
 * A member's managers (DIVISION, SPEC section 6): operators and admins for anyone, division heads
 * (DIVISION_ONLY) for the members of their own division.
 */
export function certificateRouter({ db, config }: CertificateRouterDeps): Router {
  const router = Router();

  router.get(
    '/user/get/self/certificate',
    refuseCrossSite,
    route({ auth: 'certified' }, async ({ user, req }) => {
      const issued = await issueCertificate(db, config.uploadDir, config.publicUrl, user, actorOf(req), config.YOUTH_DAILY_CAP_HOURS * 60);
      return { status: 200, data: issued.path, number: issued.number, message: issued.fresh ? M.certificateIssued : M.certificateReused };
    }),
  );

  router.get(
    '/youth/certificates/:number/file',
    route({ auth: 'login', params: numberParams }, async ({ params, user, res }) => {
      const certificate = await requireCertificate(db, params.number);
      await assertMayReadCertificate(db, user, certificate);
      const name = encodeURIComponent(`봉사활동확인서-${certificate.number}.pdf`);
      const sent = await sendStored(res, config.uploadDir, certificateFile(certificate), {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="certificate-${certificate.number}.pdf"; filename*=UTF-8''${name}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      if (!sent) throw new AppError(404, M.certificateNotFound, 'CERTIFICATE_NOT_FOUND');
    }),
  );

  // Any number is looked up (an unknown one answers as such, not 400).
  router.get(
    '/certificate/verify/:number',
    route({ params: z.object({ number: z.string() }) }, async ({ params }) => ({ status: 200, data: await verifyCertificate(db, params.number) })),
  );

  router.put(
    '/youth/certificates/:number/revoke',
    route({ auth: requirePermission('DIVISION'), params: numberParams, body: revokeSchema }, async ({ params, body, user, req }) => {
      await revoke(db, user, actorOf(req), params.number, body.reason);
      return { status: 200, message: M.certificateRevoked, data: await verifyCertificate(db, params.number) };
    }),
  );

  router.get(
    '/youth/certificates/user/:userId',
    route({ auth: requirePermission('DIVISION'), params: z.object({ userId: idParamSchema }) }, async ({ params, user, res }) => {
      res.set('Cache-Control', 'no-store');
      return { status: 200, data: await listMemberCertificates(db, user, params.userId) };
    }),
  );

  return router;
}

