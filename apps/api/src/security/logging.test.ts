import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

/** What the app logged, one parsed JSON object a line. */
function memoryLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: createLogger('info', false, stream) };
}

const PHONE = '010-9876-5432';
const NAME = '홍길순';

describe.each(testDialects())('security logging (%s)', (dialect) => {
  let t: TestApp;
  const log = memoryLog();
  const events = (name: string) => log.lines.filter((line) => line.security === name);
  let member: { id: number; email: string };

  beforeAll(async () => {
    // Three login attempts an address, so the fourth shows the rate-limit event.
    t = await createTestApp(dialect, { LOGIN_LIMIT_PER_IP: '3' }, { logger: log.logger });
    member = await createTestUser(t.db, { name: NAME });
    await t.db('users').where({ id: member.id }).update({ number: PHONE, address: '서울특별시 종로구 비밀로 1' });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('logs logins, failures, logouts, password changes and rate limits with the user id and IP, never the address typed', async () => {
    const cookie = await loginCookie(t.app, member.email);
    await request(t.app).post('/api/user/login').send({ passid: 'ghost@nanum.example', password: 'Wrong#2026' });
    await request(t.app).post('/api/user/login').send({ passid: member.email, password: 'Wrong#2026' });
    const limited = await request(t.app).post('/api/user/login').send({ passid: member.email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    const changed = await request(t.app).post('/api/user/set/profile/password').set('cookie', cookie).send({ beforePassword: TEST_PASSWORD, afterPassword: 'Nanum#2027' });
    expect(changed.status).toBe(200);
    const renewed = ([] as string[]).concat(changed.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='))?.split(';')[0] as string;
    expect((await request(t.app).post('/api/user/logout').set('cookie', renewed)).status).toBe(200);

    expect(events('login')).toEqual([expect.objectContaining({ userId: member.id, ip: expect.stringMatching(/127\.0\.0\.1|::1/) })]);
    expect(events('login.failed')).toHaveLength(2);
    expect(events('login.failed').every((line) => line.userId === null && typeof line.ip === 'string')).toBe(true);
    expect(events('rate.limited')).toEqual([expect.objectContaining({ limit: 'login-ip', ip: expect.any(String) })]);
    expect(events('password.changed')).toEqual([expect.objectContaining({ userId: member.id, ip: expect.any(String) })]);
    expect(events('logout')).toEqual([expect.objectContaining({ userId: member.id, ip: expect.any(String) })]);

    const text = JSON.stringify(log.lines);
    for (const secret of [member.email, 'ghost@nanum.example', TEST_PASSWORD, 'Nanum#2027', 'Wrong#2026', PHONE, NAME, 'nanum.sid=']) expect(text).not.toContain(secret);
  });

  it('keeps query strings out of the request log (search words, tokens)', async () => {
    await request(t.app).get(`/api/community/boards/free/posts?keyword=${encodeURIComponent(NAME)}&token=abc123secret`);
    const requests = log.lines.filter((line) => (line.req as { url?: string } | undefined)?.url?.startsWith('/api/community/boards/free/posts'));
    expect(requests.length).toBeGreaterThan(0);
    expect(JSON.stringify(requests)).not.toMatch(/keyword|abc123secret/);
  });

  it('logs a database error without the values of the row (mysql2 puts the SQL with its values on the error)', async () => {
    let failure: unknown;
    try {
      await t.db('users').insert({ email: member.email, name: NAME, number: PHONE, created_at: new Date(), updated_at: new Date() });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    log.logger.error({ err: failure }, 'unhandled error');
    const line = JSON.stringify(log.lines.at(-1));
    expect(line).toContain('unhandled error');
    for (const value of [member.email, PHONE, NAME]) expect(line).not.toContain(value);
  });

  it('records every admin change with the admin’s id and IP in the audit log', async () => {
    // A second app: this one's address is past its login limit.
    const other = await createTestApp(dialect);
    try {
      const admin = await createTestUser(other.db, { power: 2 });
      const target = await createTestUser(other.db);
      const cookie = await loginCookie(other.app, admin.email);
      expect((await request(other.app).put('/api/admin/user').set('cookie', cookie).send({ id: target.id, rank: 2 })).status).toBe(200);
      const entry = await other.db('audit_log').orderBy('id', 'desc').first();
      expect({ userId: Number(entry.user_id), targetId: Number(entry.target_id), ip: entry.ip }).toEqual({ userId: admin.id, targetId: target.id, ip: expect.stringMatching(/127\.0\.0\.1|::1/) });
    } finally {
      await other.drop();
    }
  });
});
