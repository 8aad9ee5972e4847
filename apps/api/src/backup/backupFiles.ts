import fsp from 'node:fs/promises';
import path from 'node:path';
import { zonedParts } from '@nanum/shared/timeZone';

/** Archives are named for the Korean date and time they were made: nanum-backup-20261126-183000.tar.gz. */
const ARCHIVE_NAME = /^nanum-backup-\d{8}-\d{6}(?:-\d+)?\.tar\.gz$/;

const pad = (value: number) => String(value).padStart(2, '0');

export function archiveName(now: Date, attempt = 0): string {
  const p = zonedParts(now);
  return `nanum-backup-${p.year}${pad(p.month)}${pad(p.day)}-${pad(p.hour)}${pad(p.minute)}${pad(p.second)}${attempt > 0 ? `-${attempt}` : ''}.tar.gz`;
}

export interface ArchiveInfo {
  file: string;
  /** When it was written (the file's time), ISO. */
  at: string;
  size: number;
}

/** The archives in `backupDir`, newest first. */
export async function listArchives(backupDir: string): Promise<ArchiveInfo[]> {
  const names = await fsp.readdir(backupDir).catch(() => [] as string[]);
  const archives: ArchiveInfo[] = [];
  for (const name of names.filter((entry) => ARCHIVE_NAME.test(entry))) {
    const file = path.join(backupDir, name);
    const stat = await fsp.stat(file).catch(() => undefined);
    if (stat?.isFile()) archives.push({ file, at: stat.mtime.toISOString(), size: stat.size });
  }
  return archives.sort((a, b) => b.at.localeCompare(a.at) || b.file.localeCompare(a.file));
}

/** Removes all but the newest `keep` archives; answers how many went. */
export async function pruneArchives(backupDir: string, keep: number): Promise<number> {
  const old = (await listArchives(backupDir)).slice(Math.max(keep, 1));
  for (const archive of old) await fsp.rm(archive.file, { force: true });
  return old.length;
}
