import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files live under DATA_DIR/uploads/<folder>/ (never under public/), each under a
 * generated name: 32 random hex characters and the extension of what we stored. Writes go to a
 * temporary file first and are renamed into place, so a crash never leaves half a file under the
 * final name.
 */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export async function saveUpload(uploadDir: string, folder: string, extension: string, content: Buffer): Promise<string> {
  const dir = path.join(uploadDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
  const temporary = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(temporary, content, { flag: 'wx' });
  await fs.rename(temporary, path.join(dir, name));
  return name;
}

/** The path of a stored file, or null when the name is not one we generate (no traversal). */
export function uploadPath(uploadDir: string, folder: string, name: string): string | null {
  return STORED_NAME.test(name) ? path.join(uploadDir, folder, name) : null;
}

/** Removes a stored file; a missing file is not an error. */
export async function removeUpload(uploadDir: string, folder: string, name: string): Promise<void> {
  const file = uploadPath(uploadDir, folder, name);
  if (file) await fs.rm(file, { force: true });
}
