import { dropEndedTemplates } from './testDb';

/**
 * vitest's global setup (vitest.config.mts): when the run ends, the MySQL template databases its
 * test processes made (testDb.ts) are dropped; a run cut short leaves them to the next one's.
 */
export async function teardown(): Promise<void> {
  if (process.env.TEST_MYSQL_URL) await dropEndedTemplates(process.env.TEST_MYSQL_URL);
}
