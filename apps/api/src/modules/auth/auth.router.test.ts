import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RENEW_INTERVAL_MS } from './session';
import { bumpSessionVersion } from '../user/user.repo';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

const FAILED = '이메일 또는 비밀번호가 일치하지 않습니다.';

describe.each(testDialects())('email login, logout and the current user (%s)', (dialect) => {
  let t: TestApp;
  let member: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await createTestUser(t.db, { name: '김나눔', type: 2, cardinal: 3, rank: 2 });
  });
  afterAll(async () => {
    await t.drop();
  });

  const self = (cookie?: string) => {
    const req = request(t.app).get('/api/user/get/self/information');
    return cookie ? req.set('cookie', cookie) : req;
  };

  it('answers nothing for a visitor', async () => {
    const res = await self();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, data: null });
  });

  it('logs in with email and password, sets a safe cookie and answers the user', async () => {
    const res = await request(t.app).post('/api/user/login').send({ passid: `  ${member.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('로그인되었습니다.');
    expect(res.body.user).toMatchObject({ id: member.id, name: '김나눔', email: member.email, certify: true, type: 2, cardinal: 3, alarm: [], campaignList: [] });
    const body = JSON.stringify(res.body);
    for (const secret of ['password', 'hash', 'session_version', '$2b$']) expect(body).not.toContain(secret);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('knows the logged-in user on the next request', async () => {
    const cookie = await loginCookie(t.app, member.email);
    const res = await self(cookie);
    expect(res.body.data).toMatchObject({ id: member.id, email: member.email, certify: true });
  });

  it('gives a new session id at login (no session fixation)', async () => {
    const first = await loginCookie(t.app, member.email);
    const res = await request(t.app).post('/api/user/login').set('cookie', first).send({ passid: member.email, password: TEST_PASSWORD });
    const second = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='))?.split(';')[0];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await self(first)).body.data).toBeNull();
  });

  it.each([
    ['a wrong password', () => ({ passid: member.email, password: 'Wrong#2026' })],
    ['an unknown email', () => ({ passid: 'nobody@nanum.example', password: TEST_PASSWORD })],
  ])('refuses %s with the same message, and no cookie', async (_label, body) => {
    const res = await request(t.app).post('/api/user/login').send(body());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: FAILED });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{ passid: '', password: 'x' }, '이메일이 입력되지 않았습니다.'],
    [{ passid: '   ', password: 'x' }, '이메일이 입력되지 않았습니다.'],
    [{ passid: 'a@nanum.example', password: '' }, '비밀번호가 입력되지 않았습니다.'],
    [{ passid: 'a@nanum.example', password: '   ' }, '비밀번호가 입력되지 않았습니다.'],
    [{ passid: `${'a'.repeat(45)}@nanum.example`, password: 'x' }, '이메일은 50자 이하로 입력해주세요.'],
    [{ passid: 'a@nanum.example', password: 'x'.repeat(101) }, '비밀번호는 100자 이하로 입력해주세요.'],
    [{ passid: ['a@nanum.example'], password: 'x' }, undefined],
    [{ passid: { $ne: '' }, password: 'x' }, undefined],
    [{ passid: 12345, password: 'x' }, undefined],
    [{ password: 'x' }, '이메일이 입력되지 않았습니다.'],
  ])('refuses bad input %j with a Korean message', async (body, message) => {
    const res = await request(t.app).post('/api/user/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[가-힣]/);
    if (message) expect(res.body.message).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('logs out: the session is destroyed and its cookie no longer logs anyone in', async () => {
    const cookie = await loginCookie(t.app, member.email);
    const res = await request(t.app).post('/api/user/logout').set('cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: '로그아웃되었습니다.' });
    expect((await self(cookie)).body.data).toBeNull();
    const sid = decodeURIComponent(cookie.split('=')[1] as string).slice(2).split('.')[0];
    expect(await t.db('sessions').where({ sid })).toHaveLength(0);
  });

  it('ends every session of a user whose session version was raised (password reset)', async () => {
    const other = await createTestUser(t.db);
    const one = await loginCookie(t.app, other.email);
    const two = await loginCookie(t.app, other.email);
    await bumpSessionVersion(t.db, other.id);
    expect((await self(one)).body.data).toBeNull();
    expect((await self(two)).body.data).toBeNull();
  });

  it('ends a login older than the absolute lifetime', async () => {
    const cookie = await loginCookie(t.app, member.email);
    const sid = decodeURIComponent(cookie.split('=')[1] as string).slice(2).split('.')[0];
    const row = await t.db('sessions').where({ sid }).first();
    const sess = JSON.parse(row.sess);
    sess.loginAt = Date.now() - 25 * 60 * 60 * 1000; // the test app's absolute lifetime is 24 h
    await new Promise<void>((resolve, reject) => t.auth.sessions.store.set(sid as string, sess, (error) => (error ? reject(error) : resolve())));
    expect((await self(cookie)).body.data).toBeNull();
  });

  it('keeps an active member logged in: the idle expiry moves at most once a minute, and an idle session ends', async () => {
    const sessionCookie = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='));
    const expiresOf = (setCookie: string | undefined) => Date.parse(/Expires=([^;]+)/i.exec(setCookie ?? '')?.[1] ?? '');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const cookie = await loginCookie(t.app, member.email);
      const sid = decodeURIComponent(cookie.split('=')[1] as string).slice(2).split('.')[0];
      const storedExpiry = async () => Date.parse(`${String((await t.db('sessions').where({ sid }).first('expired')).expired).replace(' ', 'T')}Z`);
      const firstExpiry = await storedExpiry();

      vi.setSystemTime(start + RENEW_INTERVAL_MS / 2);
      const early = await self(cookie);
      expect(early.body.data).toMatchObject({ id: member.id });
      expect(sessionCookie(early)).toBeUndefined(); // not re-signed and re-sent on every answer
      expect(await storedExpiry()).toBe(firstExpiry);

      vi.setSystemTime(start + RENEW_INTERVAL_MS + 1000);
      const renewed = await self(cookie);
      expect(renewed.body.data).toMatchObject({ id: member.id });
      const renewedCookie = sessionCookie(renewed);
      expect(expiresOf(renewedCookie)).toBeGreaterThanOrEqual(start + RENEW_INTERVAL_MS + 60 * 60 * 1000); // the test app's idle lifetime is 60 min
      expect(renewedCookie?.split(';')[0]).toBe(cookie); // the same session, sent again
      expect(await storedExpiry()).toBeGreaterThan(firstExpiry);

      // 59 minutes after the renewal the member is still in; past the idle lifetime they are out.
      vi.setSystemTime(start + RENEW_INTERVAL_MS + 1000 + 59 * 60 * 1000);
      expect((await self(cookie)).body.data).toMatchObject({ id: member.id });
      vi.setSystemTime(start + RENEW_INTERVAL_MS + 1000 + 59 * 60 * 1000 + 61 * 60 * 1000);
      expect((await self(cookie)).body.data).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a login posted from another site', async () => {
    const res = await request(t.app).post('/api/user/login').set('origin', 'https://evil.example').send({ passid: member.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('shows an uncertified user as certify false', async () => {
    const pending = await createTestUser(t.db, { certify: false });
    const cookie = await loginCookie(t.app, pending.email);
    expect((await self(cookie)).body.data).toMatchObject({ id: pending.id, certify: false });
  });
});

describe('login rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.drop();
  });

  it('locks an account after 10 failed logins in 15 minutes, even with the right password', async () => {
    const user = await createTestUser(t.db);
    for (let i = 0; i < 10; i += 1) {
      const res = await request(t.app).post('/api/user/login').send({ passid: user.email, password: 'Wrong#2026' });
      expect(res.status).toBe(401);
    }
    const res = await request(t.app).post('/api/user/login').send({ passid: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
  });

  it('limits one address to 30 login attempts in 15 minutes, whatever the account', async () => {
    // 11 requests were already counted for this address above.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await request(t.app).post('/api/user/login').send({ passid: `spray${i}@nanum.example`, password: 'Wrong#2026' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
  });
});
