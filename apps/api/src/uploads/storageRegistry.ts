import path from 'node:path';
import { localStorage } from './localStorage';
import type { FileStorage } from './storage';

/**
 * The storage behind an uploads location. The app names its upload store by config.uploadDir (what
 * every module is handed); loadConfig puts the S3-compatible bucket behind it when S3_BUCKET is set,
 * and a location nobody configured is the local folder itself. So the modules that store, serve and
 * sweep files reach the one configured storage through the same value, and tests that give each
 * app its own DATA_DIR get their own store.
 */
const stores = new Map<string, FileStorage>();

export function placeStorage(uploadDir: string, storage: FileStorage): void {
  stores.set(path.resolve(uploadDir), storage);
}

export function storageAt(uploadDir: string): FileStorage {
  const key = path.resolve(uploadDir);
  let storage = stores.get(key);
  if (!storage) stores.set(key, (storage = localStorage(key)));
  return storage;
}
