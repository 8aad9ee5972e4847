import fsp from 'node:fs/promises';
import path from 'node:path';
import { create } from 'tar';
import type { Config } from '../config/env';
import { createDb, type Db } from '../db/knex';
import { archiveName } from './backupFiles';
import { exportJsonl } from './jsonlExport';
import { DATABASE_FOLDER, DUMP_FILE, MANIFEST_FILE, SQLITE_FILE, UPLOADS_FOLDER, type BackupManifest } from './manifest';
import { findMysqldump } from './mysqlClient';
import { dumpMysql, dumpSums } from './mysqlDump';
import { snapshotSqlite } from './sqliteSnapshot';
import { appliedMigrations, listTables, tableSums } from './tableList';
import { snapshotUploads } from './uploadFiles';

export type BackupConfig = Pick<Config, 'dialect' | 'dataDir' | 'uploadDir' | 'backupDir' | 'DATABASE_URL' | 'DB_ACQUIRE_TIMEOUT_MS'>;

export interface BackupOptions {
  /** The mysqldump program; null: the logical export even where mysqldump is installed. Default: found on PATH. */
  mysqldump?: string | null;
  now?: Date;
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: BackupManifest;
}

type DatabasePart = Pick<BackupManifest, 'format' | 'migrations' | 'tables'>;

/** The database into `dir`: SQLite's online backup, mysqldump, or the logical export. */
async function backupDatabase(config: BackupConfig, db: Db, dir: string, workDir: string, options: BackupOptions): Promise<DatabasePart> {
  if (config.dialect === 'sqlite') {
    const copy = path.join(dir, SQLITE_FILE);
    await snapshotSqlite(path.join(config.dataDir, SQLITE_FILE), copy);
    // Counted on the copy: what the archive holds, whatever the site wrote since.
    const copyDb = createDb({ dialect: 'sqlite', dataDir: dir, DB_ACQUIRE_TIMEOUT_MS: config.DB_ACQUIRE_TIMEOUT_MS });
    try {
      return { format: 'sqlite-file', migrations: await appliedMigrations(copyDb), tables: await tableSums(copyDb, await listTables(copyDb)) };
    } finally {
      await copyDb.destroy();
    }
  }
  const mysqldump = options.mysqldump === undefined ? findMysqldump() : options.mysqldump;
  if (mysqldump && config.DATABASE_URL) {
    const dump = path.join(dir, DUMP_FILE);
    await dumpMysql(mysqldump, config.DATABASE_URL, dump, workDir);
    return { format: 'mysqldump', migrations: await appliedMigrations(db), tables: await dumpSums(dump) };
  }
  return { format: 'jsonl', ...(await exportJsonl(db, dir)) };
}

/** The archive's final name: the dated one, or the same with -1, -2... when that is taken. */
async function freeArchivePath(backupDir: string, now: Date): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const file = path.join(backupDir, archiveName(now, attempt));
    if (!(await fsp.stat(file).catch(() => undefined))) return file;
  }
}

/**
 * Writes one dated archive (tar.gz) into BACKUP_DIR with manifest.json, the database and the
 * uploads, while the site serves. The database first, then the uploads: an upload's file is written
 * before its row, so every row of the snapshot finds its file (files newer than the snapshot are
 * orphans that the sweep removes after a restore). Written under a hidden name and renamed when
 * complete, so an archive that is listed is whole.
 */
export async function createBackup(config: BackupConfig, db: Db, options: BackupOptions = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  await fsp.mkdir(config.backupDir, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(config.backupDir, '.partial-'));
  try {
    await fsp.chmod(staging, 0o700);
    const databaseDir = path.join(staging, DATABASE_FOLDER);
    const uploadsDir = path.join(staging, UPLOADS_FOLDER);
    await fsp.mkdir(databaseDir);
    await fsp.mkdir(uploadsDir);
    const database = await backupDatabase(config, db, databaseDir, staging, options);
    const uploads = await snapshotUploads(config.uploadDir, uploadsDir);
    const manifest: BackupManifest = { app: 'nanum', version: 1, createdAt: now.toISOString(), dialect: config.dialect, ...database, uploads };
    await fsp.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(staging, 'archive.tar.gz');
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, DATABASE_FOLDER, UPLOADS_FOLDER]);
    await fsp.chmod(partial, 0o600);
    const file = await freeArchivePath(config.backupDir, now);
    await fsp.rename(partial, file);
    const { size } = await fsp.stat(file);
    return { file, size, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
