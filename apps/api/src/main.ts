// The one process: Express on /api, Socket.IO on /socket.io and Next.js for every other path, all
// on one http server and port. Bad configuration ends it with one line that says what to fix.

import type http from 'node:http';
import type { RequestHandler } from 'express';
import { createApp, READ_CACHE } from './app';
import { createReadCache } from './http/readCache';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config/env';
import { closeDb, createDb } from './db/knex';
import { migrateLatest } from './db/migrate';
import { createLogger, type Logger } from './http/logger';
import { createHttpServer } from './http/httpServer';
import { createPageCache } from './http/pageCache';
import { PAGE_ERROR_LOG, type PageErrorLog } from '@nanum/shared/pageErrors';
import { attachRealtime, createRealtime } from './realtime/gateway';
import { socketEmitter } from './realtime/realtimeEmitter';
import { seedDemoIfEmpty } from './db/demo';
import { createAuth } from './modules/auth/auth';
import { sweepOrphanUploads } from './modules/community/upload.service';
import { completePendingFanouts } from './modules/alarm/alarmFanout.repo';
import { startUploadSweeper } from './modules/community/uploadSweep';
import { startCampaignReminders } from './modules/youth/campaignReminders';
import { startAlarmRetention } from './modules/alarm/alarmRetention';
import { startNotificationWorkers } from './modules/push/notificationWorkers';
import { startDonationJobs } from './modules/donation/donationJobs';
import { createPortOne } from './modules/donation/portone';
import { createMailer } from './modules/mail/mailer';
import { startBackupSchedule } from './backup/backupSchedule';
import { attachRedisAdapter } from './realtime/redisAdapter';
import { connectRedis, isConnectionLoss } from './redis/redisClient';
import { syncReadCache } from './redis/readCacheSync';
import { checkDatabase, checkRedis, describeListenError, mailWarning, publicUrlWarning, StartupError } from './startup';
import { REPO_ROOT } from './config/repoRoot';

/** The Next.js request handler (loaded only when pages are served). */
async function createWebHandler(server: http.Server, dev: boolean, logger: Logger): Promise<RequestHandler> {
  (globalThis as { [PAGE_ERROR_LOG]?: PageErrorLog })[PAGE_ERROR_LOG] = (err, request) => logger.error({ err, ...request }, 'page render failed');
  const { default: next } = await import('next');
  const nextApp = next({ dev, dir: REPO_ROOT, webpack: true, httpServer: server, quiet: !dev });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  return (req, res) => void handle(req, res);
}

function fail(message: string): never {
  process.stderr.write(`nanum: ${message}\n`);
  process.exit(1);
}

async function listen(server: http.Server, config: Config): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: NodeJS.ErrnoException) => {
    throw new StartupError(describeListenError(error, config.PORT));
  });
}

async function main(): Promise<void> {
  loadDotEnv(REPO_ROOT);
  const config = loadConfig();
  const dev = config.NODE_ENV === 'development';
  const logger = createLogger(config.LOG_LEVEL, dev);
  const db = createDb(config, logger, { backgroundCheckpoints: true });

  await checkDatabase(db, config);
  if (config.REDIS_URL) await checkRedis(config.REDIS_URL);
  const ran = await migrateLatest(db);
  if (ran.length > 0) logger.info({ migrations: ran }, 'database migrated');
  if (config.seedDemo) await seedDemoIfEmpty(db, config, (line) => process.stdout.write(`${line}\n`));
  // Files left without their row by a crash (kill -9, power loss) mid-upload.
  const swept = await sweepOrphanUploads(db, config.uploadDir);
  if (swept > 0) logger.info({ swept }, 'orphan uploads removed');
  // An alarm to many members sent live, whose rows a crash kept from being written.
  const fannedOut = await completePendingFanouts(db);
  if (fannedOut > 0) logger.info({ alarms: fannedOut }, 'queued alarms written');

  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger, 'app') : undefined;
  // A Redis outage degrades the site (503 for members, no realtime) until Redis returns; it does
  // not end the process. Any other unhandled rejection still does, as Node's default would.
  process.on('unhandledRejection', (reason: unknown) => {
    if (config.REDIS_URL && isConnectionLoss(reason)) return logger.warn({ err: (reason as Error).message }, 'a command in flight was lost with the connection');
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  const readCache = createReadCache(READ_CACHE);
  const auth = createAuth(config, db, redis, readCache);
  const server = createHttpServer();
  const web = config.NANUM_API_ONLY ? undefined : await createWebHandler(server, dev, logger);
  const realtimeDeps = { db, logger, auth, dev, trustProxy: config.TRUST_PROXY, publicUrl: config.publicUrl, redis, redisPrefix: config.REDIS_PREFIX, socketsPerAddress: config.SOCKETS_PER_ADDRESS };
  const io = createRealtime(realtimeDeps);
  const closeReadCacheSync = redis ? await syncReadCache(readCache, redis, config.REDIS_PREFIX, logger) : async () => {};
  // Pages are revalidated by the writes that empty the read cache (on every instance, with Redis).
  const pageCache = web && !dev && config.PAGE_CACHE_SECONDS > 0 ? createPageCache({ maxAgeMs: config.PAGE_CACHE_SECONDS * 1000, writes: readCache }) : undefined;
  const mailer = createMailer(config, logger);
  const app = createApp({ config, db, logger, auth, mailer, realtime: socketEmitter(io), readCache, web, pageCache });
  server.on('request', app);
  // After the request listener: engine.io takes /socket.io and hands every other request on.
  attachRealtime(server, realtimeDeps, io);
  const closeRedis = config.REDIS_URL ? await attachRedisAdapter(io, config.REDIS_URL, logger, config.REDIS_PREFIX) : async () => {};

  await listen(server, config);
  // Monthly charges and expired donor registration numbers deleted, hourly from now on.
  const giving = startDonationJobs({ db, logger, mailer, portone: createPortOne(config), rrnKey: null });
  // Uploads the editor made for posts that were never saved, hourly from now on.
  const sweeper = startUploadSweeper({ db, uploadDir: config.uploadDir, maxAgeMs: config.UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000, logger });
  const reminders = startCampaignReminders({ db, realtime: socketEmitter(io), logger });
  // Alarms past their keeping time (deleted ones after 30 days, any after a year), daily.
  const alarmRetention = startAlarmRetention({ db, logger });
  const backups = startBackupSchedule({ config, logger });
  // App pushes waiting in the outbox (when FCM is configured) and the daily email digests.
  const notifications = startNotificationWorkers({ db, config, logger, mailer });
  for (const warning of [publicUrlWarning(config), mailWarning(config)]) if (warning) logger.warn(warning);
  logger.info(`나눔 is listening on http://localhost:${config.PORT} (${config.dialect}${config.NANUM_API_ONLY ? ', API only' : ''})`);

  // Graceful shutdown (SIGTERM from a process manager, a rolling restart): stop accepting, let
  // requests in flight finish, drop sockets at the transport so that clients reconnect (to another
  // instance, or to this one once restarted), close the database and Redis, exit within 10 s.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // No new run of any worker from now on; one in progress (a sweep, a monthly charge, reminders)
    // finishes before the database closes.
    const sweeping = Promise.all([sweeper.stop(), backups.stop(), notifications.stop(), giving.stop(), reminders.stop(), alarmRetention.stop()]);
    const cutOff = setTimeout(() => server.closeAllConnections(), 8_000).unref();
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      clearTimeout(cutOff);
      auth.sessions.close();
      void Promise.allSettled([closeRedis(), closeReadCacheSync().then(() => redis?.close()), sweeping.then(() => closeDb(db))]).finally(() => {
        clearTimeout(force);
        process.exit(0);
      });
    });
    // Not a "disconnect" packet (a client would not reconnect): the transports close under it.
    void io.close();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) fail(error.message);
  fail(`start-up failed: ${error instanceof Error ? error.message : String(error)}`);
});
