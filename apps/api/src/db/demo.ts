import type { Config } from '../config/env';
import { seedDemo } from '../../../../migrations/seeds/demo';
import type { Db } from './knex';
import { toNumber } from './values';

/** True when no user exists yet (a fresh database). */
export async function hasNoUsers(db: Db): Promise<boolean> {
  const row = await db('users').count({ count: '*' }).first();
  return toNumber(row?.count) === 0;
}

/**
 * Seeds the Korean demo content and demo accounts into an empty database and prints the logins.
 * Called at start for the embedded database only (config.seedDemo), and by `npm run seed:demo`.
 */
export async function seedDemoIfEmpty(db: Db, config: Pick<Config, 'uploadDir'>, print: (line: string) => void): Promise<boolean> {
  if (!(await hasNoUsers(db))) return false;
  const logins = await seedDemo(db, { uploadDir: config.uploadDir });
  print('데모 계정 (demo logins):');
  for (const login of logins) print(`  ${login.email.padEnd(28)} ${login.password}   ${login.role}`);
  return true;
}
