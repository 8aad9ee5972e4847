import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/user/password';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { testDialects } from '../test/testDb';

const LIMITED = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
const login = (t: TestApp, passid: string, password: string, forwardedFor?: string) => {
  const req = request(t.app).post('/api/user/login');
  return (forwardedFor ? req.set('x-forwarded-for', forwardedFor) : req).send({ passid, password });
};
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;

/**
 * Hostile logins and sessions (issue 11). Already covered elsewhere: session fixation and logout
 * (auth.router.test.ts), 10 failures lock an account and 30 attempts an address
 * (auth.router.test.ts), the password change ending other sessions (profile.router.test.ts),
 * OAuth forged, missing and replayed state and no merge by shared email (social.router.test.ts).
 */
describe.each(testDialects())('hostile logins and sessions (%s)', (dialect) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp(dialect, { LOGIN_LIMIT_PER_IP: '5' });
    proxied = await createTestApp(dialect, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct?.drop();
    await proxied?.drop();
  });

  it('counts the per-address limit by the real peer: a made-up X-Forwarded-For does not reset it without a proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(direct, `spray${i}@nanum.example`, 'Wrong#2026', `203.0.113.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const user = await createTestUser(direct.db);
    const res = await login(direct, user.email, user.password, '198.51.100.7');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(LIMITED);
  });

  it('locks an account after 10 failures even when every guess comes from another address behind the proxy', async () => {
    const user = await createTestUser(proxied.db);
    for (let i = 0; i < 10; i += 1) expect((await login(proxied, user.email, 'Wrong#2026', `192.0.2.${i + 1}`)).status).toBe(401);
    const res = await login(proxied, user.email, user.password, '192.0.2.200');
    expect(res.status).toBe(429);
    expect(await request(proxied.app).get('/api/user/get/self/information').set('x-forwarded-for', '192.0.2.200')).toHaveProperty('body.data', null);
  });

  it('answers an unknown address and a wrong password alike, in message and in time', async () => {
    // A member's hash of the cost the site makes (the test accounts' is cheaper, fixtures.ts).
    const user = await createTestUser(proxied.db, { passwordHash: await hashPassword(TEST_PASSWORD) });
    const unknown = await login(proxied, 'nobody-here@nanum.example', 'Wrong#2026', '198.18.0.1');
    const wrong = await login(proxied, user.email, 'Wrong#2026', '198.18.0.2');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);

    const time = async (passid: string, ip: string) => {
      const started = process.hrtime.bigint();
      await login(proxied, passid, 'Wrong#2026', ip);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      unknownTimes.push(await time(`ghost${i}@nanum.example`, `198.18.1.${i}`));
      wrongTimes.push(await time(user.email, `198.18.2.${i}`));
    }
    // Both spend a bcrypt comparison; without it an unknown address answers about ten times faster.
    // Interleaved samples and wide bounds keep a busy machine from failing it.
    const ratio = median(unknownTimes) / median(wrongTimes);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(4);
  });

  it('answers a reset request for an unknown address exactly as for a member', async () => {
    const user = await createTestUser(proxied.db);
    const known = await request(proxied.app).post('/api/user/find/password').set('x-forwarded-for', '198.18.3.1').send({ email: user.email });
    const unknown = await request(proxied.app).post('/api/user/find/password').set('x-forwarded-for', '198.18.3.2').send({ email: 'ghost-reset@nanum.example' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('takes a revoked verification and a hidden operator out of their privileges on the very next request', async () => {
    const admin = await createTestUser(proxied.db, { power: 2 });
    const member = await createTestUser(proxied.db);
    const operator = await createTestUser(proxied.db, { power: 1 });
    const adminCookie = await loginCookie(proxied.app, admin.email);
    const memberCookie = await loginCookie(proxied.app, member.email);
    const operatorCookie = await loginCookie(proxied.app, operator.email);
    expect((await request(proxied.app).get(`/api/alarm/get/${member.id}`).set('cookie', memberCookie)).status).toBe(200);
    expect((await request(proxied.app).get('/api/admin/dashboard').set('cookie', operatorCookie)).status).toBe(200);

    expect((await request(proxied.app).put('/api/admin/user').set('cookie', adminCookie).send({ id: member.id, certify: false })).status).toBe(200);
    expect((await request(proxied.app).put('/api/admin/user').set('cookie', adminCookie).send({ id: operator.id, hidden: 1 })).status).toBe(200);

    expect((await request(proxied.app).get(`/api/alarm/get/${member.id}`).set('cookie', memberCookie)).status).toBe(403);
    expect((await request(proxied.app).get('/api/admin/dashboard').set('cookie', operatorCookie)).status).toBe(403);
    expect((await request(proxied.app).get('/api/user/get/list/all').set('cookie', operatorCookie)).status).toBe(403);
  });

  it('ignores power, certify, hidden and ids in a member’s own profile changes (mass assignment)', async () => {
    const member = await createTestUser(proxied.db);
    const other = await createTestUser(proxied.db);
    const cookie = await loginCookie(proxied.app, member.email);
    const before = await proxied.db('users').where({ id: other.id }).first();
    const res = await request(proxied.app)
      .put('/api/user/mbti')
      .set('cookie', cookie)
      .send({ mbti: 3, power: 2, certify: 1, hidden: 2, rank: 10, type: 2, id: other.id, userId: other.id, email: 'taken@nanum.example' });
    expect(res.status).toBe(200);
    const row = await proxied.db('users').where({ id: member.id }).first();
    expect({ mbti: Number(row.mbti), power: Number(row.power), hidden: Number(row.hidden), rank: Number(row.rank), type: Number(row.type), email: row.email }).toEqual({
      mbti: 3,
      power: 0,
      hidden: 0,
      rank: 0,
      type: 0,
      email: member.email,
    });
    expect(await proxied.db('users').where({ id: other.id }).first()).toEqual(before);
    const number = await request(proxied.app).post('/api/user/set/profile/number').set('cookie', cookie).send({ number: '010-3456-7890', id: other.id, power: 2 });
    expect(number.status).toBe(200);
    expect(await proxied.db('users').where({ id: other.id }).first()).toEqual(before);
    expect(Number((await proxied.db('users').where({ id: member.id }).first()).power)).toBe(0);
  });
});
