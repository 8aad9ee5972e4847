import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES as M } from '@nanum/shared/backupMessages';
import { createActors, createBoard, uploadFileAs, writePostAs } from '../modules/community/community.testkit';
import { startS3Server, type S3TestServer } from '../test/s3Server';
import { createTestApp, testConfig, type TestApp } from '../test/testApp';
import { createTestDb, testDialects, type TestDb } from '../test/testDb';
import { readAll } from '../uploads/storage';
import { storageAt } from '../uploads/storageRegistry';
import { createBackup, type BackupConfig } from './backup';
import { restoreBackup } from './restore';

const configOf = (t: TestDb, backupDir: string): BackupConfig => ({ dialect: t.dialect, dataDir: t.dataDir, uploadDir: path.join(t.dataDir, 'uploads'), backupDir, DATABASE_URL: t.databaseUrl, DB_ACQUIRE_TIMEOUT_MS: 10_000 });

/** With uploads in a bucket, the archive holds the bucket's objects and a restore puts them into an empty one. */
describe.each(testDialects())('backup and restore with uploads on S3-compatible storage (%s)', (dialect) => {
  let s3: S3TestServer;
  let source: TestApp;
  const targets: TestDb[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    source = await createTestApp(dialect, { ...s3.env, S3_PREFIX: `source-${dialect}/` });
  }, 60_000);
  afterAll(async () => {
    await source?.drop();
    for (const target of targets) await target.drop();
    await s3?.stop();
  });

  it('restores the bucket’s files byte for byte into an empty prefix, and refuses one that holds files', async () => {
    const a = await createActors(source);
    await createBoard(source.db, 'bucket', { permission: 2, perm: { write: 1, download: 1 } });
    const content = Buffer.from('버킷에서 백업된 파일\n');
    const fileId = await uploadFileAs(source, a.member.cookie, 'bucket', '버킷.txt', content);
    await writePostAs(source, a.member.cookie, 'bucket', { title: '버킷 글', fileIds: [fileId] });
    const backupDir = path.join(source.dataDir, 'backups');
    const backup = await createBackup(configOf(source, backupDir), source.db);
    expect(backup.manifest.uploads).toHaveLength(1);

    const target = await createTestDb(dialect, { migrate: false });
    targets.push(target);
    // The restored site's settings: the same bucket, its own (empty) prefix.
    testConfig(target.dataDir, { ...s3.env, S3_PREFIX: `restored-${dialect}/` });
    await restoreBackup(configOf(target, backupDir), backup.file);
    const { stored_name: storedName } = await target.db('attachments').where({ id: fileId }).first();
    const restored = await storageAt(path.join(target.dataDir, 'uploads')).get(`board/${storedName}`);
    expect(Buffer.compare(await readAll(restored!.body), content)).toBe(0);

    const app = await createTestApp(dialect, { ...s3.env, S3_PREFIX: `restored-${dialect}/` }, { testDb: target });
    const download = await request(app.app).get(`/api/community/files/${fileId}`).set('cookie', a.other.cookie);
    // The session store is part of the database: the member's session came along.
    expect(download.status).toBe(200);
    expect(download.text).toBe(content.toString());
    app.auth.sessions.close();

    const second = await createTestDb(dialect, { migrate: false });
    targets.push(second);
    testConfig(second.dataDir, { ...s3.env, S3_PREFIX: `restored-${dialect}/` });
    await expect(restoreBackup(configOf(second, backupDir), backup.file)).rejects.toThrow(M.uploadsNotEmpty);
  }, 120_000);
});
