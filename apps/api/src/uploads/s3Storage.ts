import type * as S3 from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStorage } from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Garage, a test server); unset: AWS. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Keys start with this (several sites in one bucket), e.g. "nanum/". */
  prefix: string;
}

type Sdk = typeof S3;

const missing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Uploads in an S3-compatible bucket (AWS SDK v3). Path-style addressing for a custom endpoint (what
 * S3-compatible servers answer); checksums only where the operation requires them, since not every
 * S3-compatible server knows the newer checksum headers.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  // The SDK (a few hundred modules) loads with the first file read or written, not with the server.
  let connection: Promise<{ sdk: Sdk; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.endpoint !== undefined,
        credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  const Key = (key: string) => `${settings.prefix}${key}`;
  const head = async (key: string) => {
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.HeadObjectCommand({ Bucket, Key: Key(key) }));
    } catch (error) {
      if (missing(sdk, error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { sdk, client } = await connect();
      // One PutObject: S3 stores an object whole or not at all.
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentLength: data.length, ContentType: contentType ?? 'application/octet-stream' }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: Key(key) }));
        const body = answer.Body as Readable | undefined;
        return body ? { body, size: answer.ContentLength ?? 0 } : null;
      } catch (error) {
        if (missing(sdk, error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async size(key) {
      const found = await head(key);
      return found ? (found.ContentLength ?? 0) : null;
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: Key(prefix), ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key.slice(settings.prefix.length), size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
