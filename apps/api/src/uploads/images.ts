import { decode as decodeBmpPixels } from 'bmp-ts';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '@nanum/shared/profileRules';

/**
 * Uploaded images are judged by their content, never by name or declared type: only BMP, JPEG,
 * PNG, WebP and AVIF decode here (SVG, GIF, HTML, scripts and polyglots do not), a pixel flood is
 * refused before decoding, and what is stored is a fresh WebP re-encoded from the pixels (no
 * metadata, no trailing bytes, EXIF orientation applied, GPS and camera data gone).
 */
export interface ReencodeOptions {
  width: number;
  height: number;
  /** 'cover' crops to exactly width x height (avatars); 'inside' keeps the whole picture. */
  fit: 'cover' | 'inside';
}

/** sharp formats accepted (AVIF reports as heif with the av1 codec). */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp']);

const isBmp = (buffer: Buffer): boolean => buffer.length > 26 && buffer[0] === 0x42 && buffer[1] === 0x4d;

/** A BMP as raw RGBA pixels for sharp, or null when it is malformed or too large. */
function decodeBmp(buffer: Buffer): Sharp | null {
  const width = Math.abs(buffer.readInt32LE(18));
  const height = Math.abs(buffer.readInt32LE(22));
  if (width === 0 || height === 0 || width * height > IMAGE_MAX_PIXELS) return null;
  try {
    const image = decodeBmpPixels(buffer, { toRGBA: true });
    return sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 4 } });
  } catch {
    return null;
  }
}

/** The picture of an allowed type, ready for sharp, or null. */
async function openImage(buffer: Buffer): Promise<Sharp | null> {
  if (isBmp(buffer)) return decodeBmp(buffer);
  try {
    const image = sharp(buffer, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
    const { format, compression, pages } = await image.metadata();
    const avif = format === 'heif' && compression === 'av1';
    if (!(format && SHARP_FORMATS.has(format)) && !avif) return null;
    if ((pages ?? 1) > 1) return null;
    return image;
  } catch {
    return null;
  }
}

/** The image re-encoded as WebP at most width x height, or null when it is not an allowed image. */
export async function reencodeImage(buffer: Buffer, options: ReencodeOptions): Promise<Buffer | null> {
  const image = await openImage(buffer);
  if (!image) return null;
  try {
    return await image
      .rotate()
      .resize(options.width, options.height, { fit: options.fit, withoutEnlargement: options.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
