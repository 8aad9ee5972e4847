import { safeError } from '../../http/logger';
import { startRepeatingJob, type RepeatingJob } from '../../jobs/repeatingJob';
import { expireLapsedVirtualAccounts, type DonationDeps } from './donation.service';
import { chargeDuePledges } from './donationPledge.service';
import { purgeExpiredRrns } from './donationReceipt.service';

const HOUR_MS = 3600_000;

export type DonationJobs = RepeatingJob;

/**
 * The background work of giving, started once by main.ts, at start and then hourly: monthly
 * pledges that are due are charged (and failed ones retried), gifts by 가상계좌 past their deposit
 * deadline stop waiting, and resident registration numbers whose retention has ended are deleted.
 * One run at a time; the timer never keeps the process alive. Every instance runs it: each due
 * pledge is claimed with a lease before it is charged (claimDuePledge), so two instances never
 * charge one pledge twice, and a lapsed gift moves from pending once (moveDonation).
 */
export function startDonationJobs(deps: DonationDeps & { intervalMs?: number }): DonationJobs {
  const { db, logger } = deps;
  return startRepeatingJob({
    intervalMs: deps.intervalMs ?? HOUR_MS,
    onError: (error) => logger.warn({ err: safeError(error) }, 'giving job failed'),
    run: async () => {
      const charged = await chargeDuePledges(deps);
      if (charged > 0) logger.info({ count: charged }, 'monthly pledges charged');
      const lapsed = await expireLapsedVirtualAccounts(deps);
      if (lapsed > 0) logger.info({ count: lapsed }, 'virtual accounts past their deadline closed');
      const purged = await purgeExpiredRrns(db);
      if (purged > 0) logger.info({ count: purged }, 'expired donor registration numbers deleted');
    },
  });
}
