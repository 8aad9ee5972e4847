import { safeError } from '../../http/logger';
import type { DonationDeps } from './donation.service';
import { chargeDuePledges } from './donationPledge.service';
import { purgeExpiredRrns } from './donationReceipt.service';

const HOUR_MS = 3600_000;

/**
 * The background work of giving, started once by main.ts, at start and then hourly: monthly
 * pledges that are due are charged (and failed ones retried), and resident registration numbers
 * whose retention has ended are deleted. One run at a time; the timer never keeps the process
 * alive. Answers a stop function. Every instance runs it: a gift is recorded once (settleDonation
 * moves it once), but two instances could both charge the same due pledge in the same minute (a
 * known gap, docs/SECURITY.md: a lock in Redis or the database is the next step).
 */
export function startDonationJobs(deps: DonationDeps): () => void {
  const { db, logger } = deps;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void chargeDuePledges(deps)
      .then((count) => (count > 0 ? logger.info({ count }, 'monthly pledges charged') : undefined))
      .then(() => purgeExpiredRrns(db))
      .then((count) => (count > 0 ? logger.info({ count }, 'expired donor registration numbers deleted') : undefined))
      .catch((error: unknown) => logger.warn({ err: safeError(error) }, 'giving job failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
