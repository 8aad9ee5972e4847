import type { Express } from 'express';
import { createApp } from '../app';
import { createLogger } from '../http/logger';
import { createAuth, type Auth, type AuthConfig } from '../modules/auth/auth';
import { createTestDb, type Dialect, type TestDb } from './testDb';

export interface TestApp extends TestDb {
  app: Express;
  auth: Auth;
}

export const TEST_AUTH_CONFIG: AuthConfig = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  SESSION_IDLE_MINUTES: 60,
  SESSION_ABSOLUTE_HOURS: 24,
  TRUST_PROXY: false,
};

/** The real Express app (no Next, no listen) on a fresh database of the given dialect. */
export async function createTestApp(dialect: Dialect, authConfig: Partial<AuthConfig> = {}): Promise<TestApp> {
  const testDb = await createTestDb(dialect);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const auth = createAuth({ ...TEST_AUTH_CONFIG, ...authConfig }, testDb.db);
  const app = createApp({ config: { NODE_ENV: 'test', TRUST_PROXY: false }, db: testDb.db, logger, auth });
  return {
    ...testDb,
    app,
    auth,
    async drop() {
      auth.sessions.close();
      await testDb.drop();
    },
  };
}
