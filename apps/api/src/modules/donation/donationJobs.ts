import { safeError } from '../../http/logger';
import type { DonationDeps } from './donation.service';
import { chargeDuePledges } from './donationPledge.service';
import { purgeExpiredRrns } from './donationReceipt.service';

const HOUR_MS = 3600_000;

export interface DonationJobs {
  /** Stops the timer and waits for a run in progress (call before closing the database). */
  stop(): Promise<void>;
}

/**
 * The background work of giving, started once by main.ts, at start and then hourly: monthly
 * pledges that are due are charged (and failed ones retried), and resident registration numbers
 * whose retention has ended are deleted. One run at a time; the timer never keeps the process
 * alive. Every instance runs it: each due pledge is claimed with a lease before it is charged
 * (claimDuePledge), so two instances never charge one pledge twice.
 */
export function startDonationJobs(deps: DonationDeps & { intervalMs?: number }): DonationJobs {
  const { db, logger } = deps;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const charged = await chargeDuePledges(deps);
        if (charged > 0) logger.info({ count: charged }, 'monthly pledges charged');
        const purged = await purgeExpiredRrns(db);
        if (purged > 0) logger.info({ count: purged }, 'expired donor registration numbers deleted');
      } catch (error) {
        logger.warn({ err: safeError(error) }, 'giving job failed');
      } finally {
        running = undefined;
      }
    })();
  };
  run();
  const timer = setInterval(run, deps.intervalMs ?? HOUR_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
