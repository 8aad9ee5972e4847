import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropEndedTemplates } from './testDb';

let runFolder: string | undefined;

/**
 * vitest's global setup (vitest.config.mts). Before the test processes start, the run gets a
 * temporary folder of its own, their TMPDIR: the files they leave in it (the SQLite templates of
 * testDb.ts, which a test process keeps until it ends, and vitest ends them with a signal that runs
 * no exit handler) go with it when the run ends.
 */
export function setup(): void {
  runFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-vitest-'));
  process.env.TMPDIR = runFolder;
}

/**
 * When the run ends: the run's folder is removed, and the MySQL template databases its test
 * processes made (testDb.ts) are dropped; a run cut short leaves them to the next one's.
 */
export async function teardown(): Promise<void> {
  if (runFolder) fs.rmSync(runFolder, { recursive: true, force: true });
  if (process.env.TEST_MYSQL_URL) await dropEndedTemplates(process.env.TEST_MYSQL_URL);
}
