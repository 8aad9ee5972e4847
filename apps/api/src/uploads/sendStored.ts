import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { storageAt } from './storageRegistry';

/**
 * Streams a stored upload to the response with the given headers, after the caller's permission
 * check; answers false (nothing sent) when there is no such object, so the caller answers 404.
 * The bytes pass through the app whatever the storage: the bucket is never exposed to browsers.
 */
export async function sendStored(res: Response, uploadDir: string, key: string, headers: Record<string, string>): Promise<boolean> {
  const found = await storageAt(uploadDir).get(key);
  if (!found) return false;
  res.set({ ...headers, 'Content-Length': String(found.size) });
  await pipeline(found.body, res).catch(() => {
    // The client went away mid-download: nothing to answer.
  });
  return true;
}
