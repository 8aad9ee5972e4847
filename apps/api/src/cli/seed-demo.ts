import { seedDemoIfEmpty } from '../db/demo';
import { CliError, withDatabase } from './context';

/** `npm run seed:demo`: demo content and accounts, for any database, only when it has no users. */
void withDatabase(async (db, config) => {
  const seeded = await seedDemoIfEmpty(db, config, (line) => process.stdout.write(`${line}\n`));
  if (!seeded) throw new CliError('the database already has users; demo data is only seeded into an empty database.');
  return 0;
});
