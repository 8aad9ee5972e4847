import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '@nanum/shared/profileRules';
import { runWorkerTask } from '../jobs/workerTask';

/**
 * Uploaded images are judged by their content, never by name or declared type: only BMP, JPEG,
 * PNG, WebP and AVIF decode here (SVG, GIF, HTML, scripts and polyglots do not), the pixel count
 * is read from the header and a picture above the use's cap is refused before any decoding, and
 * what is stored is a fresh WebP re-encoded from the pixels (no metadata, no trailing bytes, EXIF
 * orientation applied, GPS and camera data gone).
 *
 * Nothing is decoded on the event loop: sharp works in libuv's thread pool, and BMP (which sharp
 * does not read) is decoded in a worker thread, one at a time, with a time and heap ceiling, so a
 * BMP costs what sharp's decoding of the same pixels costs the server: its pixels, off the loop.
 */
export interface ReencodeOptions {
  width: number;
  height: number;
  /** 'cover' crops to exactly width x height (avatars); 'inside' keeps the whole picture. */
  fit: 'cover' | 'inside';
  /** Largest picture accepted (width x height, from the header); default IMAGE_MAX_PIXELS. */
  maxPixels?: number;
}

/** sharp formats accepted (AVIF reports as heif with the av1 codec). */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** A BMP decode that takes longer than this is stopped (the worker is ended) and the upload refused. */
export const BMP_DECODE_TIMEOUT_MS = 10_000;
/** Heap of the BMP worker (MB): the pixels themselves live outside it, in one buffer of width x height x 4. */
const BMP_WORKER_HEAP_MB = 64;

export interface ImageHeader {
  format: 'bmp' | 'jpeg' | 'png' | 'webp' | 'avif';
  width: number;
  height: number;
}

const isBmp = (buffer: Buffer): boolean => buffer.length > 26 && buffer[0] === 0x42 && buffer[1] === 0x4d;

/** A BMP's size from its header (the old OS/2 header has 16-bit sides), or null when it is malformed. */
function bmpHeader(buffer: Buffer): ImageHeader | null {
  const dibSize = buffer.readUInt32LE(14);
  if (dibSize === 12) {
    const width = buffer.readUInt16LE(18);
    const height = buffer.readUInt16LE(20);
    return width && height ? { format: 'bmp', width, height } : null;
  }
  if (dibSize < 40 || buffer.length < 14 + 40) return null;
  const width = Math.abs(buffer.readInt32LE(18));
  const height = Math.abs(buffer.readInt32LE(22));
  return width && height ? { format: 'bmp', width, height } : null;
}

/**
 * The format and size of an allowed image, read from its header without decoding its pixels (a
 * 329 KB RLE BMP can declare 40 million pixels); null for anything else. Animated pictures are
 * not allowed (more than one page).
 */
export async function readImageHeader(buffer: Buffer): Promise<ImageHeader | null> {
  if (isBmp(buffer)) return bmpHeader(buffer);
  try {
    const { format, compression, pages, width, height, autoOrient } = await sharp(buffer, { limitInputPixels: false }).metadata();
    const avif = format === 'heif' && compression === 'av1';
    if (!(format && SHARP_FORMATS.has(format)) && !avif) return null;
    if ((pages ?? 1) > 1 || !width || !height) return null;
    return { format: avif ? 'avif' : (format as ImageHeader['format']), width: autoOrient?.width ?? width, height: autoOrient?.height ?? height };
  } catch {
    return null;
  }
}

/** Whether the picture holds more than `maxPixels` pixels. */
export const exceedsPixels = (header: ImageHeader, maxPixels: number): boolean => header.width * header.height > maxPixels;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { decode } = require(workerData.bmpTs);
parentPort.once('message', (bytes) => {
  try {
    const image = decode(Buffer.from(bytes), { toRGBA: true });
    const data = image.data;
    const pixels = data.buffer.byteLength === data.length && data.byteOffset === 0 ? data.buffer : data.buffer.slice(data.byteOffset, data.byteOffset + data.length);
    parentPort.postMessage({ width: image.width, height: image.height, pixels }, [pixels]);
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});
`;

const bmpTs = createRequire(__filename).resolve('bmp-ts');

/** One BMP decode at a time: a second waits, so BMPs never hold more than one core between them. */
let bmpQueue: Promise<unknown> = Promise.resolve();

/** The BMP's RGBA pixels, decoded in a worker thread; null when it is malformed or took too long. */
function decodeBmpInWorker(buffer: Buffer): Promise<{ width: number; height: number; pixels: ArrayBuffer } | null> {
  const run = () =>
    runWorkerTask(WORKER_SOURCE, {
      workerData: { bmpTs },
      input: new Uint8Array(buffer).buffer,
      timeoutMs: BMP_DECODE_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: BMP_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      read: (message) => {
        const answer = message as { width?: number; height?: number; pixels?: ArrayBuffer };
        return answer.pixels && answer.width && answer.height ? { width: answer.width, height: answer.height, pixels: answer.pixels } : null;
      },
    });
  const result = bmpQueue.then(run, run);
  bmpQueue = result.catch(() => null);
  return result;
}

/** The picture of an allowed type within `maxPixels`, ready for sharp, or null. */
async function openImage(buffer: Buffer, header: ImageHeader, maxPixels: number): Promise<Sharp | null> {
  if (header.format === 'bmp') {
    const decoded = await decodeBmpInWorker(buffer);
    if (!decoded || decoded.width * decoded.height > maxPixels) return null;
    return sharp(Buffer.from(decoded.pixels), { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  }
  return sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' });
}

/**
 * The image re-encoded as WebP at most width x height, or null when it is not an allowed image or
 * holds more than `maxPixels` pixels (refused from its header, before decoding).
 */
export async function reencodeImage(buffer: Buffer, options: ReencodeOptions): Promise<Buffer | null> {
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  const header = await readImageHeader(buffer);
  if (!header || exceedsPixels(header, maxPixels)) return null;
  const image = await openImage(buffer, header, maxPixels);
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
