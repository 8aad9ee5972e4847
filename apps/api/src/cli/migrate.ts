import { migrateRollbackAll } from '../db/migrate';
import { withDatabase } from './context';

/** `npm run migrate` brings the schema up to date (also done at every start); `-- --down` undoes all. */
void withDatabase(async (db, config) => {
  if (process.argv.includes('--down')) {
    await migrateRollbackAll(db);
    process.stdout.write(`all migrations rolled back (${config.dialect})\n`);
    return 0;
  }
  process.stdout.write(`schema is up to date (${config.dialect})\n`);
  return 0;
});
