import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { storageAt } from '../uploads/storageRegistry';
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

/** A key as the app writes them, "<folder>/<name>": anything else (a path that climbs out) is not ours to copy. */
const UPLOAD_KEY = /^[a-z0-9_-]+\/[a-z0-9][a-z0-9._-]*$/i;

/**
 * The uploads of the app's storage into `to`: hard links from the local folder (snapshotFiles), or
 * every object of the bucket downloaded.
 */
export async function snapshotUploads(uploadDir: string, to: string): Promise<BackupManifest['uploads']> {
  const storage = storageAt(uploadDir);
  if (storage.kind === 'local') return snapshotFiles(uploadDir, to);
  const uploads: BackupManifest['uploads'] = [];
  for await (const object of storage.list('')) {
    if (!UPLOAD_KEY.test(object.key)) continue;
    const found = await storage.get(object.key);
    if (!found) continue;
    const target = path.join(to, object.key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(found.body, fs.createWriteStream(target, { mode: 0o600 }));
    uploads.push({ path: object.key, size: (await fsp.stat(target)).size, sha256: await sha256File(target) });
  }
  return uploads;
}

/** Whether the app's storage holds any upload. */
export async function hasUploads(uploadDir: string): Promise<boolean> {
  for await (const object of storageAt(uploadDir).list('')) if (object) return true;
  return false;
}

/** Puts the archive's uploads (extracted under `from`) into the app's storage. */
export async function restoreUploads(uploadDir: string, from: string, uploads: BackupManifest['uploads']): Promise<void> {
  const storage = storageAt(uploadDir);
  for (const upload of uploads) {
    if (!UPLOAD_KEY.test(upload.path)) continue;
    await storage.put(upload.path, await fsp.readFile(path.join(from, upload.path)));
  }
}

/** The first upload of the manifest whose stored copy is missing or differs, if any. */
export async function firstDifferentUpload(uploadDir: string, uploads: BackupManifest['uploads']): Promise<string | undefined> {
  const storage = storageAt(uploadDir);
  for (const upload of uploads) {
    const found = await storage.get(upload.path);
    if (!found) return upload.path;
    if (found.size !== upload.size) {
      found.body.destroy();
      return upload.path;
    }
    const hash = crypto.createHash('sha256');
    await pipeline(found.body, hash);
    if (hash.digest('hex') !== upload.sha256) return upload.path;
  }
  return undefined;
}

/** Removes every upload of the app's storage (a restore that failed its check). */
export async function removeAllUploads(uploadDir: string): Promise<void> {
  const storage = storageAt(uploadDir);
  const keys: string[] = [];
  for await (const object of storage.list('')) keys.push(object.key);
  for (const key of keys) await storage.remove(key);
}
