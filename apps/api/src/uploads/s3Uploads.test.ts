import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, createBoard, pngOf, uploadFileAs, writePostAs, type Actor } from '../modules/community/community.testkit';
import { sweepOrphanUploads } from '../modules/community/upload.service';
import { sweepUnattachedUploads } from '../modules/community/uploadSweep';
import { insertApprovedCampaigns } from '../modules/youth/youth.testkit';
import { createTestUser, loginCookie } from '../test/fixtures';
import { startS3Server, type S3TestServer } from '../test/s3Server';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';
import { listFiles } from '../backup/uploadFiles';
import { s3Storage } from './s3Storage';
import { readAll, type FileStorage } from './storage';

const HOUR = 60 * 60 * 1000;

/** A download's bytes. */
const bytesOf = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * The app with S3_* set stores, serves and sweeps uploads in the bucket of a real S3-compatible
 * server (s3rver in a process of its own): nothing lands in DATA_DIR/uploads, and downloads keep
 * their permission checks.
 */
describe.each(testDialects())('uploads on S3-compatible storage (%s)', (dialect) => {
  let s3: S3TestServer;
  let t: TestApp;
  let bucket: FileStorage;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  const keys = async (prefix: string) => {
    const found: string[] = [];
    for await (const object of bucket.list(prefix)) found.push(object.key);
    return found;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(dialect, { ...s3.env, S3_PREFIX: `${dialect}/` });
    bucket = s3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: `${dialect}/` });
    a = await createActors(t);
    await createBoard(t.db, 'members-only', { permission: 2, perm: { write: 1, download: 1 } });
    await createBoard(t.db, 'staff-files', { permission: 2, perm: { write: 1, download: 0 } });
  }, 60_000);
  afterAll(async () => {
    await t?.drop();
    await s3?.stop();
  });

  it('stores an attachment in the bucket and serves it only to whom the board allows', async () => {
    const content = Buffer.from('회의록: 버킷에 저장된 파일\n');
    const fileId = await uploadFileAs(t, a.member.cookie, 'members-only', '회의록.txt', content);
    await writePostAs(t, a.member.cookie, 'members-only', { title: '버킷 첨부', fileIds: [fileId] });
    const row = await t.db('attachments').where({ id: fileId }).first();
    expect(await keys('board/')).toContain(`board/${row.stored_name}`);
    expect(await listFiles(t.config.uploadDir)).toEqual([]);

    const download = await bytesOf(request(t.app).get(`/api/community/files/${fileId}`).set('cookie', a.other.cookie));
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body as Buffer, content)).toBe(0);
    expect(download.headers['content-length']).toBe(String(content.length));
    expect((await request(t.app).get(`/api/community/files/${fileId}`)).status).toBe(401);

    const staffFile = await uploadFileAs(t, a.member.cookie, 'staff-files', '운영 자료.txt', content);
    await writePostAs(t, a.member.cookie, 'staff-files', { title: '운영진만 받는 파일', fileIds: [staffFile] });
    expect((await request(t.app).get(`/api/community/files/${staffFile}`).set('cookie', a.other.cookie)).status).toBe(403);
    expect((await bytesOf(request(t.app).get(`/api/community/files/${staffFile}`).set('cookie', a.admin.cookie))).status).toBe(200);
  });

  it('serves an image not yet in a post to its uploader only, and a public profile picture to anyone', async () => {
    const image = await request(t.app).post('/api/community/boards/members-only/uploads/image').set('cookie', a.member.cookie).attach('image', await pngOf(60, 40), '사진.png');
    expect(image.status).toBe(200);
    expect((await bytesOf(request(t.app).get(image.body.data.url).set('cookie', a.member.cookie))).status).toBe(200);
    expect((await request(t.app).get(image.body.data.url).set('cookie', a.other.cookie)).status).toBe(404);

    const profile = await request(t.app).post('/api/user/set/profile/image').set('cookie', a.member.cookie).attach('image', await pngOf(80, 80), 'me.png');
    expect(profile.status).toBe(200);
    const url: string = profile.body.user.image;
    const served = await bytesOf(request(t.app).get(url));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await bucket.get(url.replace('/api/files/', ''));
    expect(Buffer.compare(await readAll(stored!.body), served.body as Buffer)).toBe(0);
  });

  it('sweeps unattached uploads and orphan objects from the bucket', async () => {
    const unattached = await uploadFileAs(t, a.member.cookie, 'members-only', '버려질 파일.txt', Buffer.from('아무 글에도 쓰이지 않음'));
    const { stored_name: unattachedName } = await t.db('attachments').where({ id: unattached }).first();
    const orphan = `board/${'e'.repeat(32)}.txt`;
    await bucket.put(orphan, Buffer.from('행이 없는 파일'));
    const inPost = (await t.db('attachments').whereNotNull('post_id').first()).stored_name as string;

    expect(await sweepUnattachedUploads(t.db, t.config.uploadDir, HOUR, new Date(Date.now() + 2 * HOUR))).toBeGreaterThanOrEqual(1);
    expect(await sweepOrphanUploads(t.db, t.config.uploadDir, HOUR, Date.now() + 2 * HOUR)).toBe(1);
    const left = await keys('board/');
    expect(left).not.toContain(`board/${unattachedName}`);
    expect(left).not.toContain(orphan);
    expect(left).toContain(`board/${inPost}`);
  });

  it('stores a certificate PDF in the bucket and streams it to its member after the check', async () => {
    const champ = await createTestUser(t.db, { name: '버킷단원', type: 2, rank: 2, cardinal: 1 });
    await t.db('users').where({ id: champ.id }).update({ end_of_activity: 1 });
    await insertApprovedCampaigns(t.db, champ.id, 2, '2025-05');
    const cookie = await loginCookie(t.app, champ.email);
    const issued = await request(t.app).get('/api/user/get/self/certificate').set('cookie', cookie);
    expect(issued.body.status).toBe(200);
    const pdf = await bytesOf(request(t.app).get(issued.body.data).set('cookie', cookie));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const [key] = await keys('certificates/');
    expect(key).toBeDefined();
    expect(Buffer.compare(await readAll((await bucket.get(key!))!.body), pdf.body as Buffer)).toBe(0);
    expect((await request(t.app).get(issued.body.data).set('cookie', a.other.cookie)).status).toBe(403);
    expect(fs.existsSync(path.join(t.config.uploadDir, 'certificates'))).toBe(false);
  });
});
