import type { Express, RequestHandler } from 'express';
import { createApp, READ_CACHE } from '../app';
import { createReadCache, type ReadCache } from '../http/readCache';
import { loadConfig, type Config, type EnvSource } from '../config/env';
import { createLogger, type Logger } from '../http/logger';
import type { PageCache } from '../http/pageCache';
import { createAuth, type Auth } from '../modules/auth/auth';
import { createMailer } from '../modules/mail/mailer';
import { createRealtime, type RealtimeServer } from '../realtime/gateway';
import { socketEmitter } from '../realtime/realtimeEmitter';
import type { RedisClient } from '../redis/redisClient';
import { createTestDb, type Dialect, type TestDb } from './testDb';

export interface TestApp extends TestDb {
  app: Express;
  auth: Auth;
  config: Config;
  /** The app's Socket.IO server, not attached: `attachRealtime(server, deps, t.io)` to connect clients. */
  io: RealtimeServer;
}

/** Settings every test app starts from; a test passes its own on top (e.g. provider keys). */
export const TEST_ENV: EnvSource = {
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-42',
  SESSION_IDLE_MINUTES: '60',
  SESSION_ABSOLUTE_HOURS: '24',
  BCRYPT_ROUNDS: '10',
  PUBLIC_URL: 'http://nanum.test',
};

/** A full configuration for tests, in the given data folder. */
export function testConfig(dataDir: string, env: EnvSource = {}): Config {
  return loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
}

/** The real Express app (no Next, no listen) on a fresh database of the given dialect, or on `testDb` (a restored copy). */
export async function createTestApp(dialect: Dialect, env: EnvSource = {}, options: { logger?: Logger; web?: RequestHandler; pageCache?: PageCache; readCache?: ReadCache; redis?: RedisClient; testDb?: TestDb } = {}): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDb(dialect));
  const config = testConfig(testDb.dataDir, env);
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const readCache = options.readCache ?? createReadCache(READ_CACHE);
  const auth = createAuth(config, testDb.db, options.redis, readCache);
  const io = createRealtime({ db: testDb.db, logger, auth, dev: false, trustProxy: config.TRUST_PROXY, publicUrl: config.publicUrl, redis: options.redis, redisPrefix: config.REDIS_PREFIX, socketsPerAddress: config.SOCKETS_PER_ADDRESS });
  const app = createApp({ config, db: testDb.db, logger, auth, mailer: createMailer(config, logger), realtime: socketEmitter(io), readCache, web: options.web, pageCache: options.pageCache });
  return {
    ...testDb,
    app,
    auth,
    config,
    io,
    async drop() {
      auth.sessions.close();
      if (io.engine) await io.close();
      await testDb.drop();
    },
  };
}
