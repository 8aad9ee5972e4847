import crypto from 'node:crypto';
import { storageAt } from './storageRegistry';

/**
 * Uploaded files live in the upload storage (DATA_DIR/uploads, or the S3 bucket: ./storage.ts)
 * under "<folder>/<name>" (never under public/), each under a generated name: 32 random hex
 * characters and the extension of what we stored. A write is whole or absent: a temporary file
 * renamed into place on disk, one PutObject in a bucket.
 */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };

export async function saveUpload(uploadDir: string, folder: string, extension: string, content: Buffer): Promise<string> {
  const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
  await storageAt(uploadDir).put(`${folder}/${name}`, content, CONTENT_TYPES[extension]);
  return name;
}

/** The storage key of a stored file, or null when the name is not one we generate (no traversal). */
export function uploadKey(folder: string, name: string): string | null {
  return STORED_NAME.test(name) ? `${folder}/${name}` : null;
}

/** Removes a stored file; a missing file is not an error. */
export async function removeUpload(uploadDir: string, folder: string, name: string): Promise<void> {
  const key = uploadKey(folder, name);
  if (key) await storageAt(uploadDir).remove(key);
}
