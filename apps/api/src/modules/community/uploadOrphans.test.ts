import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/knex';
import { createLogger } from '../../http/logger';
import { createTestUser } from '../../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { boardUploadDir, storeFile, sweepOrphanUploads } from './upload.service';

const HOUR = 60 * 60 * 1000;
const note = (text: string) => ({ originalname: '봉사일지.txt', buffer: Buffer.from(text), size: Buffer.byteLength(text) });

/** No upload file without its row: none when the row cannot be written, none left by a crash once the server restarts. */
describe.each(testDialects())('upload files and their rows (%s)', (dialect) => {
  let testDb: TestDb;
  let uploadDir: string;
  let userId: number;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    uploadDir = path.join(testDb.dataDir, 'uploads');
    userId = (await createTestUser(testDb.db)).id;
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const filesOnDisk = () => (fs.existsSync(boardUploadDir(uploadDir)) ? fs.readdirSync(boardUploadDir(uploadDir)) : []);

  it('removes the file again when its row cannot be written (the database is unreachable)', async () => {
    const before = filesOnDisk();
    const unreachable = createDb({ dialect: 'mysql', DATABASE_URL: 'mysql://root@127.0.0.1:1/nanum', dataDir: testDb.dataDir, DB_ACQUIRE_TIMEOUT_MS: 1000 }, createLogger('silent'));
    try {
      await expect(storeFile(unreachable, uploadDir, userId, note('저장되지 않을 파일'))).rejects.toThrow();
    } finally {
      await unreachable.destroy();
    }
    expect(filesOnDisk()).toEqual(before);
  });

  it('sweeps files no row names once they are an hour old, and keeps the rest', async () => {
    const kept = await storeFile(testDb.db, uploadDir, userId, note('글에 쓰인 파일'));
    const keptName = String((await testDb.db('attachments').where({ id: kept.id }).first('stored_name')).stored_name);
    const dir = boardUploadDir(uploadDir);
    // What a crash between the file and its row leaves: a file no row names.
    fs.writeFileSync(path.join(dir, `${'a'.repeat(32)}.txt`), 'crash');
    fs.writeFileSync(path.join(dir, `${'b'.repeat(32)}.txt`), 'upload in progress');
    const old = new Date(Date.now() - 2 * HOUR);
    for (const name of [keptName, `${'a'.repeat(32)}.txt`]) fs.utimesSync(path.join(dir, name), old, old);

    expect(await sweepOrphanUploads(testDb.db, uploadDir)).toBe(1);
    expect(filesOnDisk().sort()).toEqual([keptName, `${'b'.repeat(32)}.txt`].sort());
  });
});
