import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../mail/mailer';
import { sendDueDigests } from './digest.service';
import { accessTokens, loadServiceAccount } from './fcmAuth';
import { fcmSender } from './fcmClient';
import { pruneOldPushes } from './outbox.repo';
import { createPushWorker, KEEP_PUSHES_MS } from './pushWorker';

/** How often an instance looks for digests that are due. */
const DIGEST_INTERVAL_MS = 10 * 60 * 1000;

/** Whether app push is configured (FCM_PROJECT_ID and a service account): off, devices are not even registered. */
export const pushEnabled = (config: Pick<Config, 'FCM_PROJECT_ID' | 'FCM_SERVICE_ACCOUNT_FILE' | 'FCM_SERVICE_ACCOUNT_JSON'>): boolean =>
  Boolean(config.FCM_PROJECT_ID && (config.FCM_SERVICE_ACCOUNT_FILE || config.FCM_SERVICE_ACCOUNT_JSON));

export interface NotificationWorkers {
  /** Stops the timers and waits for work in progress (call before closing the database). */
  stop(): Promise<void>;
}

/**
 * This instance's background senders: the push worker (only when FCM is configured; silent
 * otherwise, but pushes a week old are still pruned) and the daily email digest (checked every 10
 * minutes; sends from 08:00 Korean time).
 */
export function startNotificationWorkers(deps: { db: Db; config: Config; logger: Logger; mailer: Mailer }): NotificationWorkers {
  const account = loadServiceAccount(deps.config);
  const push =
    account && deps.config.FCM_PROJECT_ID
      ? createPushWorker({ db: deps.db, sender: fcmSender({ apiUrl: deps.config.FCM_API_URL, projectId: deps.config.FCM_PROJECT_ID, tokens: accessTokens(account) }), logger: deps.logger, intervalMs: deps.config.PUSH_POLL_MS })
      : undefined;
  void push?.drain();
  let digesting: Promise<unknown> | undefined;
  const digest = () => {
    digesting ??= sendDueDigests({ db: deps.db, mailer: deps.mailer, logger: deps.logger, publicUrl: deps.config.publicUrl, sessionSecret: deps.config.sessionSecret })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'email digest failed; it runs again at the next interval'))
      .finally(() => {
        digesting = undefined;
      });
  };
  // Push off: what an earlier configuration left in the outbox still goes after a week.
  const prune = () => {
    if (!push) void pruneOldPushes(deps.db, new Date(Date.now() - KEEP_PUSHES_MS)).catch(() => 0);
  };
  const timer = setInterval(() => {
    digest();
    prune();
  }, DIGEST_INTERVAL_MS);
  timer.unref();
  digest();
  prune();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([push?.stop(), digesting]);
    },
  };
}
