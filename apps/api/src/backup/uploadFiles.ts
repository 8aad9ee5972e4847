import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BackupManifest } from './manifest';

/**
 * The files under a folder, as paths relative to it with "/" separators. Hidden files (an upload's
 * temporary `.name.tmp` while it is written) are not uploads and are left out.
 */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await fsp.readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Puts every upload of `from` into `to` and describes it (size, SHA-256). A hard link where the
 * file system allows: a stored upload is never changed in place (a new upload is a new name), so
 * the link is a snapshot that a later removal cannot touch; a copy otherwise.
 */
export async function snapshotFiles(from: string, to: string): Promise<BackupManifest['uploads']> {
  const uploads: BackupManifest['uploads'] = [];
  for (const relative of await listFiles(from)) {
    const source = path.join(from, relative);
    const target = path.join(to, relative);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Removed since the listing (swept, replaced): not part of this backup.
      if (code === 'ENOENT') continue;
      await fsp.copyFile(source, target).catch((copyError: NodeJS.ErrnoException) => {
        if (copyError.code !== 'ENOENT') throw copyError;
      });
    }
    const stat = await fsp.stat(target).catch(() => undefined);
    if (stat) uploads.push({ path: relative, size: stat.size, sha256: await sha256File(target) });
  }
  return uploads;
}

/** The first upload of the manifest whose copy under `root` is missing or differs, if any. */
export async function firstDifferentFile(root: string, uploads: BackupManifest['uploads']): Promise<string | undefined> {
  for (const upload of uploads) {
    const file = path.join(root, upload.path);
    const stat = await fsp.stat(file).catch(() => undefined);
    if (!stat || stat.size !== upload.size || (await sha256File(file)) !== upload.sha256) return upload.path;
  }
  return undefined;
}
