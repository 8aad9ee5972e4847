import { BackupError } from '../backup/restore';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../config/env';
import { REPO_ROOT } from '../config/repoRoot';
import { createDb, type Db } from '../db/knex';
import { migrateLatest } from '../db/migrate';
import { checkDatabase, StartupError } from '../startup';

/** Shared set-up for the operator commands: the config, one line for a known failure, a clean exit. */
export async function withConfig(run: (config: Config) => Promise<number>): Promise<void> {
  let code: number;
  try {
    loadDotEnv(REPO_ROOT);
    code = await run(loadConfig());
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof StartupError || error instanceof CliError || error instanceof BackupError;
    process.stderr.write(`nanum: ${known ? (error as Error).message : `failed: ${(error as Error).message}`}\n`);
    code = 1;
  }
  process.exit(code);
}

/** withConfig with a database that answers (and, unless `migrate: false`, is migrated). */
export async function withDatabase(run: (db: Db, config: Config) => Promise<number>, options: { migrate?: boolean } = {}): Promise<void> {
  await withConfig(async (config) => {
    const db = createDb(config);
    try {
      await checkDatabase(db, config);
      if (options.migrate !== false) await migrateLatest(db);
      return await run(db, config);
    } finally {
      await db.destroy();
    }
  });
}

/** A user mistake on the command line: printed as one line, exit code 1. */
export class CliError extends Error {}
