import path from 'node:path';
import { BACKUP_MESSAGES as M } from '@nanum/shared/backupMessages';
import { restoreBackup } from '../backup/restore';
import { CliError, withConfig } from './context';

/**
 * `npm run restore -- FILE`: puts an archive of `npm run backup` back into an empty DATA_DIR or
 * database and checks it. The database is not touched before the archive and the target are.
 */
void withConfig(async (config) => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!file) throw new CliError(M.usage);
  const result = await restoreBackup(config, path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  process.stdout.write(`${M.restored(result.tables, result.uploads)}\n`);
  return 0;
});
