import crypto from 'node:crypto';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { cleanFileName, fileExtension, FILE_TYPES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, isAllowedFile, TEXT_FILE_EXTENSIONS } from '@nanum/shared/boardRules';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { storageAt } from '../../uploads/storageRegistry';
import { removeUnusedFiles } from '../../uploads/unusedFiles';
import { insertAttachment, usedStoredNames, type NewAttachment } from './attachment.repo';

/** Image formats accepted for board images, judged by content. Never SVG. */
const IMAGE_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];

/** The storage folder of board uploads: DATA_DIR/uploads/board on disk, outside public/ (or board/ in the bucket). */
export const BOARD_FOLDER = 'board';
/** Where board uploads live on disk with the local storage (tests look there). */
export const boardUploadDir = (uploadDir: string): string => path.join(uploadDir, BOARD_FOLDER);

/** The content type judged from the bytes (magic numbers), or undefined when they have none. */
async function detectMime(data: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(data))?.mime;
}

/** A generated, unguessable name with the given extension. */
const storedNameOf = (extension: string) => `${crypto.randomBytes(16).toString('hex')}.${extension}`;


/**
 * The bytes go to the disk first, then the row: a row never names a missing file. When the row
 * cannot be written (the database is down) the file is removed again; a crash between the two
 * leaves a file no row names, which `sweepOrphanUploads` removes at the next start.
 */
async function storeWithRow(db: Db, uploadDir: string, data: Buffer, attachment: NewAttachment): Promise<number> {
  const storage = storageAt(uploadDir);
  const key = storedKey(attachment.storedName);
  await storage.put(key, data, attachment.mime);
  try {
    return await insertAttachment(db, attachment);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

export interface StoredUpload {
  id: number;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
}

/**
 * An image for a post: judged by its bytes (JPEG, PNG, GIF, WebP or AVIF), refused when it would
 * decode to more than IMAGE_MAX_PIXELS, then re-encoded as WebP (orientation applied, longest side
 * at most IMAGE_MAX_SIDE, metadata dropped) so nothing of the original file is served.
 */
export async function storeImage(db: Db, uploadDir: string, userId: number, file: UploadedFile): Promise<StoredUpload> {
  const mime = await detectMime(file.buffer);
  if (!mime || !IMAGE_MIMES.includes(mime)) throw new AppError(400, BOARD_MESSAGES.imageRefused, 'IMAGE_REFUSED');
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(file.buffer, { limitInputPixels: IMAGE_MAX_PIXELS, animated: mime === 'image/gif' || mime === 'image/webp' })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(400, BOARD_MESSAGES.imageRefused, 'IMAGE_REFUSED');
  }
  const storedName = storedNameOf('webp');
  const name = `${cleanFileName(file.originalname).replace(/\.[^.]*$/, '') || 'image'}.webp`;
  const height = output.info.pageHeight ?? output.info.height;
  const id = await storeWithRow(db, uploadDir, output.data, { userId, kind: 'image', originalName: name, storedName, mime: 'image/webp', size: output.data.length, width: output.info.width, height });
  return { id, name, size: output.data.length, width: output.info.width, height };
}

/**
 * Attachment images by detected content type: the sharp format they are re-encoded in, and its
 * options (lossy formats at a high quality, so the download stays close to the original; PNG and
 * GIF lossless: a PNG quality would quantise it to a palette).
 */
const ATTACHMENT_IMAGE_FORMATS: Readonly<Record<string, { format: 'jpeg' | 'png' | 'gif' | 'webp'; options: { quality?: number } }>> = {
  'image/jpeg': { format: 'jpeg', options: { quality: 90 } },
  'image/png': { format: 'png', options: {} },
  'image/gif': { format: 'gif', options: {} },
  'image/webp': { format: 'webp', options: { quality: 90 } },
};

/**
 * An attached photo re-encoded in its own format with every metadata block dropped (EXIF with GPS
 * and the camera owner's name, XMP, IPTC, comments): a photo from a phone must not tell other
 * members where it was taken. A JPEG is turned upright first (its orientation tag goes with the
 * metadata); an animated GIF or WebP keeps all its frames. Bytes that do not decode are refused.
 * Answers undefined for a file that is no image (stored as is).
 */
async function withoutMetadata(data: Buffer, mime: string | undefined): Promise<Buffer | undefined> {
  const output = mime !== undefined && Object.hasOwn(ATTACHMENT_IMAGE_FORMATS, mime) ? ATTACHMENT_IMAGE_FORMATS[mime] : undefined;
  if (!output) return undefined;
  const { format, options } = output;
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, animated: format === 'gif' || format === 'webp' });
    return await (format === 'jpeg' ? image.rotate() : image).toFormat(format, options).toBuffer();
  } catch {
    throw new AppError(400, BOARD_MESSAGES.imageRefused, 'IMAGE_REFUSED');
  }
}

/**
 * An attachment: the extension must be on the allow-list and the bytes must be of that type
 * (a .pdf that is an executable is refused; text files must hold no NUL byte). Stored under a
 * generated name, as is except an image, which loses its metadata (withoutMetadata); the
 * original name and type are kept (the name cleaned) for the download.
 */
export async function storeFile(db: Db, uploadDir: string, userId: number, file: UploadedFile): Promise<StoredUpload> {
  const name = cleanFileName(file.originalname);
  const extension = fileExtension(name);
  const mime = await detectMime(file.buffer);
  const textOk = mime !== undefined || (TEXT_FILE_EXTENSIONS.includes(extension) && !file.buffer.includes(0));
  if (!isAllowedFile(name, mime) || !textOk || file.size === 0) throw new AppError(400, BOARD_MESSAGES.fileTypeRefused, 'FILE_REFUSED');
  const storedName = storedNameOf(extension);
  const servedMime = mime ?? (extension === 'csv' ? 'text/csv' : 'text/plain');
  const data = (await withoutMetadata(file.buffer, mime)) ?? file.buffer;
  const id = await storeWithRow(db, uploadDir, data, { userId, kind: 'file', originalName: name, storedName, mime: servedMime, size: data.length, width: null, height: null });
  return { id, name, size: data.length, width: null, height: null };
}

/** The storage key of a stored upload (stored names are generated: no traversal possible). */
export function storedKey(storedName: string): string {
  if (!/^[0-9a-f]{32}\.[a-z0-9]{1,5}$/.test(storedName)) throw new AppError(404, BOARD_MESSAGES.fileNotFound, 'NOT_FOUND');
  return `${BOARD_FOLDER}/${storedName}`;
}

/** An upload this old without a row was left by a crash between writing the file and its row. */
export const ORPHAN_UPLOAD_AGE_MS = 60 * 60 * 1000;

/**
 * Removes stored uploads that no attachment row names and that are older than `olderThanMs` (an
 * upload in progress has its file for a moment before its row). Answers how many were removed.
 */
export function sweepOrphanUploads(db: Db, uploadDir: string, olderThanMs = ORPHAN_UPLOAD_AGE_MS, now = Date.now()): Promise<number> {
  return removeUnusedFiles(uploadDir, BOARD_FOLDER, olderThanMs, (names) => usedStoredNames(db, names), now);
}

/** Content types a download may be served as (what storeFile and storeImage record). */
export const SERVABLE_MIMES = new Set<string>([...Object.values(FILE_TYPES).flat(), 'image/webp', 'text/csv']);
