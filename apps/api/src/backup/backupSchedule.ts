import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Logger } from '../http/logger';
import { startRepeatingJob, type RepeatingJob } from '../jobs/repeatingJob';
import type { BackupConfig } from './backup';
import { listArchives } from './backupFiles';
import { REPO_ROOT } from '../config/repoRoot';

const BACKUP_COMMAND = path.join(REPO_ROOT, 'apps/api/src/cli/backup.ts');

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
export function startBackupSchedule(options: { config: BackupConfig & { BACKUP_KEEP: number }; logger: Logger; intervalMs?: number; firstCheckMs?: number }): BackupSchedule {
  const { config, logger } = options;
  if (config.dialect !== 'sqlite' || config.BACKUP_KEEP === 0) return { stop: async () => {} };
  return startRepeatingJob({
    firstRunMs: options.firstCheckMs ?? FIRST_CHECK_MS,
    intervalMs: options.intervalMs ?? BACKUP_CHECK_INTERVAL_MS,
    onError: (error) => logger.error({ err: error }, 'daily backup failed; tried again at the next check'),
    run: async () => {
      const [latest] = await listArchives(config.backupDir);
      if (latest && Date.now() - Date.parse(latest.at) < BACKUP_EVERY_MS) return;
      await backupInOwnProcess(config);
      const [written] = await listArchives(config.backupDir);
      logger.info({ file: written && path.basename(written.file), size: written?.size }, 'daily backup written');
    },
  });
}

/**
 * `npm run backup` (apps/api/src/cli/backup.ts: the archive, then BACKUP_KEEP) in a process of its
 * own. SQLite's snapshot and the archive's row checksums are synchronous work that grows with the
 * database: 19 s for a 215 MB one on the 2-core machine, during which the server's own process
 * would answer nothing. In a child process the server goes on serving; the copy is still SQLite's
 * online backup of the live file.
 */
function backupInOwnProcess(config: BackupConfig & { BACKUP_KEEP: number }): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: config.dataDir, BACKUP_DIR: config.backupDir, BACKUP_KEEP: String(config.BACKUP_KEEP) };
  delete env.DATABASE_URL;
  // The child loads TypeScript itself; NODE_OPTIONS may carry a TypeScript loader of the parent's
  // (`tsx watch`, `npm run dev`) that does not start a fresh process.
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', BACKUP_COMMAND], { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = `${stderr}${chunk.toString()}`.slice(-2000);
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run backup exited with ${code}: ${stderr.trim()}`))));
  });
}
