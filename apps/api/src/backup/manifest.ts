import type { TableSum } from './rowChecksum';

/** How the database part of an archive was written, which decides how it is read back. */
export type DatabaseFormat = 'sqlite-file' | 'mysqldump' | 'jsonl';

/** manifest.json at the root of every archive: what it holds and how to check a restore of it. */
export interface BackupManifest {
  app: 'nanum';
  version: 1;
  createdAt: string;
  dialect: 'sqlite' | 'mysql';
  format: DatabaseFormat;
  /** The migrations the database had run: a restore needs the same program version. */
  migrations: string[];
  /** Row count and checksum of each table (for mysqldump: of its INSERT lines; see mysqlDump.ts). */
  tables: Record<string, TableSum>;
  /** Every upload, by its path under the uploads folder. */
  uploads: Array<{ path: string; size: number; sha256: string }>;
}

export const MANIFEST_FILE = 'manifest.json';
/** Where the parts sit inside the archive. */
export const DATABASE_FOLDER = 'database';
export const UPLOADS_FOLDER = 'uploads';
export const DUMP_FILE = 'dump.sql';
/** The SQLite file keeps its name in the archive. */
export { SQLITE_FILE } from '../db/knex';

export function isManifest(value: unknown): value is BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    manifest.app === 'nanum' &&
    manifest.version === 1 &&
    (manifest.dialect === 'sqlite' || manifest.dialect === 'mysql') &&
    (manifest.format === 'sqlite-file' || manifest.format === 'mysqldump' || manifest.format === 'jsonl') &&
    Array.isArray(manifest.migrations) &&
    typeof manifest.tables === 'object' &&
    Array.isArray(manifest.uploads)
  );
}
