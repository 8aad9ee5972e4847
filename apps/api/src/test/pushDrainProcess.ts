/**
 * A push worker alone in its own process, for the test that kills one mid-drain with SIGKILL
 * (pushKill.test.ts): the app's worker (createPushWorker) with its FCM sender, on the database of
 * DATA_DIR (SQLite) or DATABASE_URL (MariaDB), sending to FCM_API_URL with the service account of
 * FCM_SERVICE_ACCOUNT_JSON. It drains at once and then every PUSH_POLL_MS; PUSH_LEASE_MS is how
 * long its claims hold (short, so the test need not wait out the minute of the app's default).
 */
import { envSchema } from '../config/env';
import { createDb } from '../db/knex';
import { createLogger } from '../http/logger';
import { accessTokens, loadServiceAccount } from '../modules/push/fcmAuth';
import { fcmSender } from '../modules/push/fcmClient';
import { createPushWorker } from '../modules/push/pushWorker';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const db = createDb({ dialect: process.env.DATABASE_URL ? 'mysql' : 'sqlite', dataDir: env('DATA_DIR'), DATABASE_URL: process.env.DATABASE_URL, DB_ACQUIRE_TIMEOUT_MS: 10_000 });
const projectId = env('FCM_PROJECT_ID');
const account = loadServiceAccount({ FCM_PROJECT_ID: projectId, FCM_SERVICE_ACCOUNT_JSON: env('FCM_SERVICE_ACCOUNT_JSON'), FCM_SERVICE_ACCOUNT_FILE: undefined, FCM_API_URL: env('FCM_API_URL') });
if (!account) throw new Error('no service account');
const worker = createPushWorker({
  db,
  sender: fcmSender({ apiUrl: env('FCM_API_URL'), projectId, tokens: accessTokens(account) }),
  logger: createLogger('warn'),
  // The app's own rule and default for the interval (config/env.ts).
  intervalMs: envSchema.shape.PUSH_POLL_MS.parse(process.env.PUSH_POLL_MS),
  leaseMs: Number(env('PUSH_LEASE_MS')),
  workerId: `drain-process:${process.pid}`,
});
void worker.drain();
process.on('SIGTERM', () => void worker.stop().then(() => db.destroy()).then(() => process.exit(0)));
// Alive until killed (the worker's own timer does not hold the process).
setInterval(() => undefined, 60_000);
