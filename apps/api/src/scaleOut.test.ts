import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, TEST_PASSWORD } from './test/fixtures';
import { startS3Server, type S3TestServer } from './test/s3Server';
import { startServerProcess, type ServerProcess } from './test/serverProcess';
import { createTestDb, testDialects, type TestDb } from './test/testDb';

/** Tests use the machine's real Redis (TEST_REDIS_URL, default the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The topology of docker-compose.yml as plain processes: two app instances sharing one database,
 * one Redis (each run under its own key prefix) and one S3-compatible bucket for uploads (s3rver, a
 * process of its own). Whatever instance a request reaches, the member, their session, the
 * rate-limit counters and the files are the same. On MySQL the instances have separate DATA_DIRs,
 * as on two hosts (SQLite keeps its database file there, so they share one).
 */
describe.each(testDialects())('two app processes sharing the database and Redis (%s)', (dialect) => {
  let testDb: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let s3: S3TestServer;
  let member = { id: 0, cookie: '' };
  const otherHost = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-host-b-'));

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    s3 = await startS3Server();
    const env: Record<string, string> = {
      DATA_DIR: testDb.dataDir,
      REDIS_URL,
      REDIS_PREFIX: `scale${process.pid}${dialect}${Date.now().toString(36)}:`,
      SESSION_SECRET: 'scale-out-test-secret-scale-out-test-secret',
      LOGIN_LIMIT_PER_IP: '4',
      ...s3.env,
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    };
    // One after the other, as docker-compose does once the schema is migrated.
    a = await startServerProcess(env);
    b = await startServerProcess({ ...env, DATA_DIR: dialect === 'mysql' ? otherHost : testDb.dataDir });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await testDb?.drop();
    await s3?.stop();
    fs.rmSync(otherHost, { recursive: true, force: true });
  });

  const self = async (url: string, cookie: string) =>
    (await (await fetch(`${url}/api/user/get/self/information`, { headers: { cookie } })).json()).data;

  it('a login through A is a login on B, a logout through B ends it on A', async () => {
    const user = await createTestUser(testDb.db);
    const cookie = await loginCookie(a.url, user.email);
    expect(await self(b.url, cookie)).toMatchObject({ id: user.id, email: user.email });

    const logout = await fetch(`${b.url}/api/user/logout`, { method: 'POST', headers: { cookie, origin: b.url } });
    expect(logout.status).toBe(200);
    expect(await self(a.url, cookie)).toBeFalsy();
  });

  it('the per-IP login limit counts requests on both instances together', async () => {
    const user = await createTestUser(testDb.db);
    // The first test logged in once (A). Three more fit the limit of 4, alternating instances.
    const attempt = (url: string, password: string) =>
      fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ passid: user.email, password }) });
    expect((await attempt(b.url, 'wrong-password-1!')).status).toBe(401);
    expect((await attempt(a.url, 'wrong-password-1!')).status).toBe(401);
    const login = await attempt(b.url, TEST_PASSWORD);
    expect(login.status).toBe(200);
    member = { id: user.id, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string };
    const refused = await attempt(a.url, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('a post written through A is in the board list B serves at once (its read cache is emptied through Redis)', async () => {
    await testDb.db('boards').insert({ href: 'scale', name: '확장 게시판', layout: 'list', perm_list: 2, perm_read: 2, perm_write: 1, perm_comment: 1, perm_download: 2, certified_only: 0 });
    const titles = async (url: string) =>
      ((await (await fetch(`${url}/api/community/boards/scale/posts`)).json()).data.list as { title: string }[]).map((row) => row.title);
    // Both instances have the (empty) list in their cache, and keep it while nothing is written.
    expect(await titles(a.url)).toEqual([]);
    expect(await titles(b.url)).toEqual([]);
    await testDb.db('posts').insert({ board_id: (await testDb.db('boards').where({ href: 'scale' }).first('id')).id, title: '몰래 쓴 글', content: '<p>x</p>' });
    expect(await titles(b.url)).toEqual([]);

    const written = await fetch(`${a.url}/api/community/boards/scale/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie, origin: a.url },
      body: JSON.stringify({ title: 'A에서 쓴 글', content: '<p>내용</p>' }),
    });
    expect(written.status).toBe(200);
    // Well within the cache's 5 s lifetime: only the message through Redis can have emptied it.
    await expect.poll(() => titles(b.url), { timeout: 500, interval: 20 }).toEqual(['A에서 쓴 글', '몰래 쓴 글']);
  });

  it('a file uploaded through A downloads through B, byte for byte, from the shared bucket', async () => {
    const content = Buffer.from('공유 버킷의 첨부 파일\n');
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/plain' }), '공유.txt');
    const uploaded = await fetch(`${a.url}/api/community/boards/scale/uploads/file`, { method: 'POST', headers: { cookie: member.cookie, origin: a.url }, body: form });
    expect(uploaded.status).toBe(200);
    const fileId = (await uploaded.json()).data.id as number;
    const written = await fetch(`${a.url}/api/community/boards/scale/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie, origin: a.url },
      body: JSON.stringify({ title: '첨부가 있는 글', content: '<p>내용</p>', fileIds: [fileId] }),
    });
    expect(written.status).toBe(200);
    const download = await fetch(`${b.url}/api/community/files/${fileId}`, { headers: { cookie: member.cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), content)).toBe(0);
    // Nothing on either instance's disk: the bucket holds it.
    for (const dir of [testDb.dataDir, otherHost]) expect(fs.existsSync(path.join(dir, 'uploads', 'board'))).toBe(false);
  });

  it('SIGTERM stops one instance cleanly within 10 s while the other keeps serving the same members', async () => {
    const started = Date.now();
    expect(await b.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
    // The member who logged in through B (previous test) is still logged in through A.
    expect(await self(a.url, member.cookie)).toMatchObject({ id: member.id });
  });
});
