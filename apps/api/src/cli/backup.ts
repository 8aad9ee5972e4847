import { BACKUP_MESSAGES as M } from '@nanum/shared/backupMessages';
import { formatBytes } from '@nanum/shared/boardRules';
import { createBackup } from '../backup/backup';
import { pruneArchives } from '../backup/backupFiles';
import { withDatabase } from './context';

/** `npm run backup`: one dated archive of the database and the uploads into BACKUP_DIR (docs/OPERATIONS.md). */
void withDatabase(
  async (db, config) => {
    const backup = await createBackup(config, db);
    if (config.BACKUP_KEEP > 0) await pruneArchives(config.backupDir, config.BACKUP_KEEP);
    process.stdout.write(`${M.written(backup.file, formatBytes(backup.size))}\n`);
    return 0;
  },
  { migrate: false },
);
