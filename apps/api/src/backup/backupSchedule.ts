import path from 'node:path';
import type { Db } from '../db/knex';
import type { Logger } from '../http/logger';
import { startRepeatingJob, type RepeatingJob } from '../jobs/repeatingJob';
import { createBackup, type BackupConfig } from './backup';
import { listArchives, pruneArchives } from './backupFiles';

/** How often the server looks whether a day has passed since the last archive. */
export const BACKUP_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The first look, a minute after the start (not in the start's way). */
const FIRST_CHECK_MS = 60 * 1000;
export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;

export type BackupSchedule = RepeatingJob;

/**
 * The embedded database backs itself up: once a day (when the newest archive in BACKUP_DIR is a day
 * old, so restarts neither skip nor repeat a day), keeping the newest BACKUP_KEEP archives.
 * MySQL/MariaDB deployments run `npm run backup` from their scheduler instead (docs/OPERATIONS.md);
 * BACKUP_KEEP=0 turns this off. A failed backup is logged and tried again at the next look.
 */
export function startBackupSchedule(options: { config: BackupConfig & { BACKUP_KEEP: number }; db: Db; logger: Logger; intervalMs?: number; firstCheckMs?: number }): BackupSchedule {
  const { config, db, logger } = options;
  if (config.dialect !== 'sqlite' || config.BACKUP_KEEP === 0) return { stop: async () => {} };
  return startRepeatingJob({
    firstRunMs: options.firstCheckMs ?? FIRST_CHECK_MS,
    intervalMs: options.intervalMs ?? BACKUP_CHECK_INTERVAL_MS,
    onError: (error) => logger.error({ err: error }, 'daily backup failed; tried again at the next check'),
    run: async () => {
      const [latest] = await listArchives(config.backupDir);
      if (latest && Date.now() - Date.parse(latest.at) < BACKUP_EVERY_MS) return;
      const backup = await createBackup(config, db);
      const removed = await pruneArchives(config.backupDir, config.BACKUP_KEEP);
      logger.info({ file: path.basename(backup.file), size: backup.size, removed }, 'daily backup written');
    },
  });
}
