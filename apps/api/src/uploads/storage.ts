import type { Readable } from 'node:stream';

/** One stored object as a listing sees it. */
export interface StoredObject {
  /** "<folder>/<name>", e.g. "board/0123...ef.webp". */
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploaded files live: the local DATA_DIR/uploads folder by default, an S3-compatible bucket
 * when S3_BUCKET is set (instances on different hosts then share the files). Keys are
 * "<folder>/<generated name>"; callers check names and permissions before they get here.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, whole or not at all (never half a file under the key). */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The stored bytes as a stream and their size (one request to a bucket), or null when there is no such object. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Every object whose key starts with `prefix` ("board/"). */
  list(prefix: string): AsyncIterable<StoredObject>;
}

/** Reads a whole stored object (small files: PDFs, images). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
