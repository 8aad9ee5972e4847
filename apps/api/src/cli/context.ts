import path from 'node:path';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../config/env';
import { createDb, type Db } from '../db/knex';
import { migrateLatest } from '../db/migrate';
import { checkDatabase, StartupError } from '../startup';

/** Shared set-up for the operator commands: config, a migrated database, and a clean exit. */
export async function withDatabase(run: (db: Db, config: Config) => Promise<number>): Promise<void> {
  let db: Db | undefined;
  let code: number;
  try {
    loadDotEnv(path.resolve(__dirname, '../../../..'));
    const config = loadConfig();
    db = createDb(config);
    await checkDatabase(db, config);
    await migrateLatest(db);
    code = await run(db, config);
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof StartupError || error instanceof CliError;
    process.stderr.write(`nanum: ${known ? (error as Error).message : `failed: ${(error as Error).message}`}\n`);
    code = 1;
  } finally {
    await db?.destroy();
  }
  process.exit(code);
}

/** A user mistake on the command line: printed as one line, exit code 1. */
export class CliError extends Error {}
