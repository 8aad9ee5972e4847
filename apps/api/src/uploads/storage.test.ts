import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../test/s3Server';
import { localStorage } from './localStorage';
import { s3Storage } from './s3Storage';
import { readAll, type FileStorage } from './storage';

/** The same behaviour from the local folder and from a real S3-compatible server (s3rver, its own process). */
describe.each(['local', 's3'] as const)('file storage (%s)', (kind) => {
  let storage: FileStorage;
  let s3: S3TestServer | undefined;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-storage-'));
    if (kind === 'local') storage = localStorage(dir);
    else {
      s3 = await startS3Server();
      storage = s3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'site-a/' });
    }
  }, 30_000);
  afterAll(async () => {
    await s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const bytes = Buffer.from([0, 1, 2, 255, ...Buffer.from('한글 파일 내용')]);

  it('stores, reads back byte for byte, sizes, lists and removes', async () => {
    await storage.put(`board/${'a'.repeat(32)}.bin`, bytes, 'application/octet-stream');
    await storage.put(`board/${'b'.repeat(32)}.bin`, Buffer.from('둘째'));
    await storage.put(`profile/${'c'.repeat(32)}.webp`, Buffer.from('다른 폴더'));
    const found = await storage.get(`board/${'a'.repeat(32)}.bin`);
    expect(found?.size).toBe(bytes.length);
    expect((await readAll(found!.body)).equals(bytes)).toBe(true);
    expect(await storage.size(`board/${'a'.repeat(32)}.bin`)).toBe(bytes.length);
    expect(await storage.exists(`board/${'b'.repeat(32)}.bin`)).toBe(true);
    const listed = [];
    for await (const object of storage.list('board/')) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual([`board/${'a'.repeat(32)}.bin`, `board/${'b'.repeat(32)}.bin`]);
    expect(listed.every((object) => Date.now() - object.modifiedAt.getTime() < 60_000)).toBe(true);
    await storage.remove(`board/${'a'.repeat(32)}.bin`);
    expect(await storage.exists(`board/${'a'.repeat(32)}.bin`)).toBe(false);
    expect(await storage.get(`board/${'a'.repeat(32)}.bin`)).toBeNull();
    expect(await storage.size(`board/${'a'.repeat(32)}.bin`)).toBeNull();
  });

  it('treats a missing object as absent, not as a failure', async () => {
    expect(await storage.get(`board/${'f'.repeat(32)}.pdf`)).toBeNull();
    await expect(storage.remove(`board/${'f'.repeat(32)}.pdf`)).resolves.toBeUndefined();
    const listed = [];
    for await (const object of storage.list('nothing-here/')) listed.push(object);
    expect(listed).toEqual([]);
  });
});
