import type { Express } from 'express';
import { createApp } from '../app';
import { createLogger } from '../http/logger';
import { createTestDb, type Dialect, type TestDb } from './testDb';

export interface TestApp extends TestDb {
  app: Express;
}

/** The real Express app (no Next, no listen) on a fresh database of the given dialect. */
export async function createTestApp(dialect: Dialect): Promise<TestApp> {
  const testDb = await createTestDb(dialect);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const app = createApp({ config: { NODE_ENV: 'test', TRUST_PROXY: false }, db: testDb.db, logger });
  return { ...testDb, app };
}
