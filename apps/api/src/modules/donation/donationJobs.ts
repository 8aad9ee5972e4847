import type { Db } from '../../db/knex';
import { safeError, type Logger } from '../../http/logger';
import { purgeExpiredRrns } from './donationReceipt.service';

const DAY_MS = 24 * 3600_000;

/**
 * The background work of giving, started once by main.ts: resident registration numbers whose
 * retention has ended are deleted at start and then daily. The timer never keeps the process
 * alive; answers a stop function.
 */
export function startDonationJobs(db: Db, logger: Logger): () => void {
  const purge = () =>
    void purgeExpiredRrns(db)
      .then((count) => (count > 0 ? logger.info({ count }, 'expired donor registration numbers deleted') : undefined))
      .catch((error: unknown) => logger.warn({ err: safeError(error) }, 'donor registration number purge failed'));
  purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
