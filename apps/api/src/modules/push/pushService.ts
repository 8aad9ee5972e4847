import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import type { Logger } from '../../http/logger';
import { accessTokens, loadServiceAccount } from './fcmAuth';
import { fcmSender } from './fcmClient';
import { createPushWorker, type PushWorker } from './pushWorker';

/** Whether app push is configured (FCM_PROJECT_ID and a service account): off, devices are not even registered. */
export const pushEnabled = (config: Pick<Config, 'FCM_PROJECT_ID' | 'FCM_SERVICE_ACCOUNT_FILE' | 'FCM_SERVICE_ACCOUNT_JSON'>): boolean =>
  Boolean(config.FCM_PROJECT_ID && (config.FCM_SERVICE_ACCOUNT_FILE || config.FCM_SERVICE_ACCOUNT_JSON));

/** The push worker of this instance, or undefined (and nothing logged) when push is off. */
export function startPushWorker(deps: { db: Db; config: Config; logger: Logger }): PushWorker | undefined {
  const account = loadServiceAccount(deps.config);
  if (!account || !deps.config.FCM_PROJECT_ID) return undefined;
  const sender = fcmSender({ apiUrl: deps.config.FCM_API_URL, projectId: deps.config.FCM_PROJECT_ID, tokens: accessTokens(account) });
  const worker = createPushWorker({ db: deps.db, sender, logger: deps.logger, intervalMs: deps.config.PUSH_POLL_MS });
  void worker.drain();
  return worker;
}
