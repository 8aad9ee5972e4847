import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { BACKUP_MESSAGES as M } from '@nanum/shared/backupMessages';
import { migrationSource } from '../../../../migrations/index';
import { createDb, isMysql, type Db } from '../db/knex';
import type { BackupConfig } from './backup';
import { DATABASE_FOLDER, DUMP_FILE, isManifest, MANIFEST_FILE, SQLITE_FILE, UPLOADS_FOLDER, type BackupManifest } from './manifest';
import { findMysqlClient, findMysqldump } from './mysqlClient';
import { dumpMysql, dumpSums, loadMysqlDump } from './mysqlDump';
import { importJsonl } from './jsonlExport';
import type { TableSum } from './rowChecksum';
import { listTables, tableSums } from './tableList';
import { firstDifferentUpload, hasUploads, removeAllUploads, restoreUploads } from './uploadFiles';

/** A restore refused or failed for a reason the operator can act on (printed as is). */
export class BackupError extends Error {}

export interface RestoreOptions {
  /** The mysql client and mysqldump (to check a dump's restore); default: found on PATH. */
  mysql?: string | null;
  mysqldump?: string | null;
}

export interface RestoreResult {
  manifest: BackupManifest;
  tables: number;
  uploads: number;
}

async function readManifest(dir: string): Promise<BackupManifest> {
  try {
    const manifest: unknown = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
    if (isManifest(manifest)) return manifest;
  } catch {
    // below
  }
  throw new BackupError(M.notAnArchive);
}

/** Refuses a target that holds anything: a restore never mixes into, or overwrites, live data. */
async function assertEmpty(config: BackupConfig, db: Db): Promise<void> {
  if (config.dialect === 'mysql') {
    if ((await listTables(db)).length > 0) throw new BackupError(M.databaseNotEmpty);
  } else {
    const stat = await fsp.stat(path.join(config.dataDir, SQLITE_FILE)).catch(() => undefined);
    if (stat && stat.size > 0) throw new BackupError(M.databaseNotEmpty);
  }
  if (await hasUploads(config.uploadDir)) throw new BackupError(M.uploadsNotEmpty);
}

/** The archive's migrations must all be known to this program (a newer program migrates further at start). */
async function assertKnownSchema(manifest: BackupManifest): Promise<void> {
  const known = await migrationSource.getMigrations([]);
  if (manifest.migrations.some((name, index) => known[index] !== name)) throw new BackupError(M.otherSchema);
}

/** Puts the database of the archive in place; answers the tables' sums as restored. */
async function restoreDatabase(config: BackupConfig, db: Db, dir: string, manifest: BackupManifest, workDir: string, options: RestoreOptions): Promise<Record<string, TableSum>> {
  const tables = Object.keys(manifest.tables);
  if (manifest.format === 'sqlite-file') {
    const target = path.join(config.dataDir, SQLITE_FILE);
    await fsp.copyFile(path.join(dir, SQLITE_FILE), `${target}.restoring`);
    await fsp.rename(`${target}.restoring`, target);
    return tableSums(db, tables);
  }
  if (manifest.format === 'mysqldump') {
    const mysql = options.mysql === undefined ? findMysqlClient() : options.mysql;
    const mysqldump = options.mysqldump === undefined ? findMysqldump() : options.mysqldump;
    if (!mysql || !mysqldump || !config.DATABASE_URL) throw new BackupError(M.mysqlClientMissing);
    await loadMysqlDump(mysql, config.DATABASE_URL, path.join(dir, DUMP_FILE), workDir);
    const check = path.join(workDir, 'restored.sql');
    await dumpMysql(mysqldump, config.DATABASE_URL, check, workDir);
    return dumpSums(check);
  }
  // The logical export: the schema from the same migrations the archive had run, then its rows.
  for (const name of manifest.migrations) {
    await db.migrate.up({ migrationSource, name });
  }
  await importJsonl(db, dir, tables);
  return tableSums(db, tables);
}

/** Empties the target again after a failed check, so the operator can simply try again. */
async function undo(config: BackupConfig, db: Db): Promise<void> {
  if (isMysql(db)) {
    await db.transaction(async (trx) => {
      await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
      for (const table of await listTables(trx)) await trx.schema.dropTable(table);
    });
  } else {
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm']) await fsp.rm(path.join(config.dataDir, `${SQLITE_FILE}${suffix}`), { force: true });
  }
  await removeAllUploads(config.uploadDir);
}

/**
 * Restores an archive of `npm run backup` into an empty DATA_DIR (SQLite) or an empty database
 * (MySQL/MariaDB) and its uploads folder, then checks it: every table's row count and checksum
 * and every upload's SHA-256 must equal the manifest's. A target that is not empty is refused
 * and left as it was; a restore that fails its check is removed again.
 */
export async function restoreBackup(config: BackupConfig, archive: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new BackupError(M.fileMissing);
  await fsp.mkdir(config.dataDir, { recursive: true });
  const workDir = await fsp.mkdtemp(path.join(config.dataDir, '.restore-'));
  let db = createDb(config);
  try {
    await fsp.chmod(workDir, 0o700);
    await extract({ file: archive, cwd: workDir, strict: true }).catch(() => {
      throw new BackupError(M.notAnArchive);
    });
    const manifest = await readManifest(workDir);
    if (manifest.dialect !== config.dialect) throw new BackupError(M.otherDialect(manifest.dialect, config.dialect));
    await assertKnownSchema(manifest);
    await assertEmpty(config, db);
    let restored: Record<string, TableSum>;
    try {
      restored = await restoreDatabase(config, db, path.join(workDir, DATABASE_FOLDER), manifest, workDir, options);
      await restoreUploads(config.uploadDir, path.join(workDir, UPLOADS_FOLDER), manifest.uploads);
    } catch (error) {
      await undo(config, db);
      db = createDb(config);
      throw error;
    }
    const mismatch = Object.keys(manifest.tables).find((table) => restored[table]?.rows !== manifest.tables[table]?.rows || restored[table]?.checksum !== manifest.tables[table]?.checksum);
    const different = mismatch ? undefined : await firstDifferentUpload(config.uploadDir, manifest.uploads);
    if (mismatch || different) {
      await undo(config, db);
      db = createDb(config);
      throw new BackupError(mismatch ? M.tableMismatch(mismatch) : M.uploadMismatch(different ?? ''));
    }
    return { manifest, tables: Object.keys(manifest.tables).length, uploads: manifest.uploads.length };
  } finally {
    await db.destroy();
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
