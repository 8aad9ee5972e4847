import { migrationSource } from '../../../../migrations/index';
import type { Db } from './knex';

/** Brings the schema up to date; returns the names of the migrations that ran. */
export async function migrateLatest(db: Db): Promise<string[]> {
  const [, ran] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return ran;
}

/** Undoes every migration (tests and `npm run migrate -- --down`). */
export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true);
}
