import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, sessionIdOf, TEST_PASSWORD } from '../../test/fixtures';
import type { MailCatcher } from '../../test/mailCatcher';
import { mailedTestApp } from '../../test/mailedTestApp';
import { codeFrom, resetTokenFrom } from '../../test/rawMail';
import type { TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { uniqueEmail } from '../account/account.testkit';
import { deviceSessionKey } from '../push/deviceSession';
import { toDbDate } from '../../db/values';
import { createLogger } from '../../http/logger';
import { connectRedis, type RedisClient } from '../../redis/redisClient';
import { startMailCatcher } from '../../test/mailCatcher';
import { createTestApp } from '../../test/testApp';

const LIMITED = { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' };
/** Tests use the machine's real Redis (TEST_REDIS_URL, default the local one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Lets a mail the app might still be sending arrive before a test counts what was delivered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(testDialects())('login email change (%s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await mailedTestApp(dialect)));
  afterAll(() => close?.());

  const member = async () => {
    const user = await createTestUser(t.db, { name: '이메일변경' });
    return { ...user, cookie: await loginCookie(t.app, user.email) };
  };
  const post = (cookie: string, path: string, body: object) => request(t.app).post(path).set('cookie', cookie).send(body);
  /** The session cookie an answer renewed (a new session id), or the one sent. */
  const renewed = (res: request.Response, cookie: string) =>
    (([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('nanum.sid='))?.split(';')[0] as string | undefined) ?? cookie;
  const emailOf = async (id: number) => ((await t.db('users').where({ id }).first('email')) as { email: string }).email;
  /** A member who asked for a code to the address, and the code mailed there. */
  const memberWithCode = async (address: string) => {
    const m = await member();
    await post(m.cookie, '/api/user/email/code', { email: address });
    return { m, code: codeFrom(await mail.waitFor(address)) };
  };
  let forwarded = 0;
  /** A visitor from an address of its own (the per-IP limits of recovery stay out of the way). */
  const visitor = (path: string, body: object) => {
    forwarded += 1;
    return request(t.app).post(path).set('x-forwarded-for', `198.51.100.${forwarded % 250}`).send(body);
  };

  it('a code to the new address and the password move the login there; the old address is told and logs in no more', async () => {
    const m = await member();
    const next = uniqueEmail('moved');
    const sent = await post(m.cookie, '/api/user/email/code', { email: ` ${next.toUpperCase()} ` });
    expect(sent.body).toEqual({ status: 200, message: '새 이메일 주소로 인증번호를 보냈습니다. 메일을 확인해주세요.' });
    const code = codeFrom(await mail.waitFor(next));

    const wrong = await post(m.cookie, '/api/user/email', { email: next, code: code === '000000' ? '111111' : '000000', password: TEST_PASSWORD });
    expect(wrong.status).toBe(400);
    expect((await t.db('users').where({ id: m.id }).first('email')).email).toBe(m.email);

    const changed = await post(m.cookie, '/api/user/email', { email: next, code, password: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('로그인 이메일이 변경되었습니다.');
    expect(changed.body.user).toMatchObject({ id: m.id, email: next });
    expect((await t.db('users').where({ id: m.id }).first('email', 'email_key')).email).toBe(next);

    const told = await mail.waitFor(m.email);
    expect(told.subject).toBe('[나눔] 로그인 이메일이 변경되었습니다');
    expect(told.text).toContain('로그인 이메일이');
    expect(told.text).not.toContain(next);

    expect((await request(t.app).post('/api/user/login').send({ passid: m.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await request(t.app).post('/api/user/login').send({ passid: next, password: TEST_PASSWORD })).status).toBe(200);
    // The code is used up.
    expect((await post(renewed(changed, m.cookie), '/api/user/email', { email: next, code, password: TEST_PASSWORD })).status).toBe(400);
  });

  it('refuses the current address (or a look-alike of it) and a malformed one, sending nothing', async () => {
    const m = await member();
    const before = mail.mails.length;
    const same = await post(m.cookie, '/api/user/email/code', { email: m.email.toUpperCase() });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('지금 사용 중인 이메일 주소입니다.');
    const bad = await post(m.cookie, '/api/user/email/code', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(mail.mails.length).toBe(before);
  });

  it('never tells whether an address is registered: a taken one is answered as a free one and gets no code', async () => {
    const m = await member();
    const other = await createTestUser(t.db, { name: '다른회원' });
    const free = uniqueEmail('free');
    const freeAnswer = await post(m.cookie, '/api/user/email/code', { email: free });
    const takenAnswer = await post(m.cookie, '/api/user/email/code', { email: ` ${other.email.toUpperCase()} ` });
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(takenAnswer.body).toEqual(freeAnswer.body);
    expect(takenAnswer.body).toEqual({ status: 200, message: '새 이메일 주소로 인증번호를 보냈습니다. 메일을 확인해주세요.' });
    codeFrom(await mail.waitFor(free));
    // Its owner is told, without a code; no code is stored for the address.
    const notice = await mail.waitFor(other.email);
    expect(() => codeFrom(notice)).toThrow();
    expect(notice.text).not.toMatch(/\d{6}/);
    expect(await t.db('email_codes').where({ email: other.email })).toEqual([]);

    // The change route answers a taken address (no code was ever sent there) as any wrong code.
    const takenChange = await post(m.cookie, '/api/user/email', { email: other.email, code: '123456', password: TEST_PASSWORD });
    const unknownChange = await post(m.cookie, '/api/user/email', { email: uniqueEmail('unsent'), code: '123456', password: TEST_PASSWORD });
    expect(takenChange.status).toBe(400);
    expect(takenChange.body).toEqual(unknownChange.body);
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('needs the current password: missing or wrong, it is refused in Korean and nothing changes', async () => {
    const next = uniqueEmail('reauth');
    const { m, code } = await memberWithCode(next);
    const missing = await post(m.cookie, '/api/user/email', { email: next, code });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ status: 400, message: '비밀번호를 입력해주세요.' });
    const wrong = await post(m.cookie, '/api/user/email', { email: next, code, password: 'Wrong#2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 400, message: '비밀번호가 일치하지 않습니다.' });
    expect(await emailOf(m.id)).toBe(m.email);
    expect((await t.db('email_codes').where({ email: next }).first('consumed_at')).consumed_at).toBeNull();
    // The session and the code are still good: the right password moves the login.
    const changed = await post(m.cookie, '/api/user/email', { email: next, code, password: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect(await emailOf(m.id)).toBe(next);
  });

  it('ends the member’s other sessions and keeps this one; a reset link mailed to the old address stops working', async () => {
    const next = uniqueEmail('sessions');
    const { m, code } = await memberWithCode(next);
    const other = await loginCookie(t.app, m.email);
    // Each login's phone, registered for app push: the other login's stops receiving the member's pushes.
    const now = toDbDate();
    const phoneOf = (token: string, cookie: string) => ({ user_id: m.id, token, platform: 'android', session_key: deviceSessionKey(sessionIdOf(cookie)), created_at: now, updated_at: now });
    await t.db('push_devices').insert([phoneOf('this-phone-token', m.cookie), phoneOf('other-phone-token', other)]);
    expect((await visitor('/api/user/find/password', { email: m.email })).status).toBe(200);
    const token = resetTokenFrom(await mail.waitFor(m.email));
    expect((await visitor('/api/user/find/password/reset/check', { token })).status).toBe(200);

    const changed = await post(m.cookie, '/api/user/email', { email: next, code, password: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    const current = renewed(changed, m.cookie);
    const self = (cookie: string) => request(t.app).get('/api/user/get/self/information').set('cookie', cookie);
    expect((await self(current)).body.data).toMatchObject({ id: m.id, email: next });
    expect((await self(other)).body.data).toBeNull();
    expect((await request(t.app).get('/api/user/get/self/data').set('cookie', other)).status).toBe(401);
    expect((await post(other, '/api/user/email/code', { email: uniqueEmail('after') })).status).toBe(401);
    expect((await request(t.app).get('/api/user/get/self/data').set('cookie', current)).status).toBe(200);
    expect(await t.db('push_devices').where({ user_id: m.id }).select('token', 'session_key')).toEqual([{ token: 'this-phone-token', session_key: deviceSessionKey(sessionIdOf(current)) }]);

    expect((await visitor('/api/user/find/password/reset/check', { token })).status).toBe(400);
    const reset = await visitor('/api/user/find/password/reset', { token, password: 'Taken#2027', passwordConfirm: 'Taken#2027' });
    expect(reset.status).toBe(400);
    expect((await request(t.app).post('/api/user/login').send({ passid: next, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('a code sent for one member does not move another member’s login', async () => {
    const a = await member();
    const b = await member();
    const next = uniqueEmail('shared');
    await post(a.cookie, '/api/user/email/code', { email: next });
    const code = codeFrom(await mail.waitFor(next));
    const stolen = await post(b.cookie, '/api/user/email', { email: next, code, password: TEST_PASSWORD });
    expect(stolen.status).toBe(400);
    expect((await t.db('users').where({ id: b.id }).first('email')).email).toBe(b.email);
  });

  /** A code request for the address from a client address of its own. */
  const askCode = (cookie: string, ip: string, email: string) => request(t.app).post('/api/user/email/code').set('cookie', cookie).set('x-forwarded-for', ip).send({ email });

  it('caps the codes mailed to one address whichever accounts ask: another account is answered 429 in Korean and nothing is sent', async () => {
    const victim = uniqueEmail('victim');
    const a = await member();
    for (let n = 1; n <= 5; n += 1) expect((await askCode(a.cookie, '203.0.113.10', victim)).status).toBe(200);
    await mail.waitFor(victim, 5);

    const b = await member();
    for (const address of [victim, ` ${victim.toUpperCase()} `]) {
      const refused = await askCode(b.cookie, '203.0.113.11', address);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(LIMITED);
    }
    // The other account is not limited itself: its code to another address goes out.
    const elsewhere = uniqueEmail('elsewhere');
    expect((await askCode(b.cookie, '203.0.113.11', elsewhere)).status).toBe(200);
    await mail.waitFor(elsewhere);
    await settle();
    expect(mail.to(victim)).toHaveLength(5);
  });

  it('caps the codes requested from one IP across accounts and addresses', async () => {
    const ip = '203.0.113.20';
    const addresses: string[] = [];
    for (let account = 0; account < 4; account += 1) {
      const m = await member();
      for (let n = 0; n < 5; n += 1) {
        const address = uniqueEmail('perip');
        addresses.push(address);
        expect((await askCode(m.cookie, ip, address)).status).toBe(200);
      }
    }
    const last = uniqueEmail('perip-last');
    const refused = await askCode((await member()).cookie, ip, last);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LIMITED);
    await Promise.all(addresses.map((address) => mail.waitFor(address)));
    await settle();
    expect(mail.to(last)).toEqual([]);
  });

  it('an address taken between the code and its use is refused (only once the code and the password proved it)', async () => {
    const m = await member();
    const next = uniqueEmail('race');
    await post(m.cookie, '/api/user/email/code', { email: next });
    const code = codeFrom(await mail.waitFor(next));
    await createTestUser(t.db, { email: next, name: '먼저가입' });
    const res = await post(m.cookie, '/api/user/email', { email: next, code, password: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('이미 사용 중인 이메일 주소입니다.');
    expect((await t.db('users').where({ id: m.id }).first('email')).email).toBe(m.email);
  });
});

describe.each(testDialects())('email change and sign-up codes share one budget per address (Redis, %s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let redis: RedisClient;
  const prefix = `codes${process.pid}${dialect}${Date.now().toString(36)}:`;
  beforeAll(async () => {
    mail = await startMailCatcher();
    redis = await connectRedis(REDIS_URL, createLogger('silent'), 'code-budget-test');
    t = await createTestApp(dialect, { SMTP_URL: mail.url, TRUST_PROXY: '1', REDIS_URL, REDIS_PREFIX: prefix }, { redis });
  });
  afterAll(async () => {
    await t?.drop();
    await mail?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis?.close();
  });

  it('sign-up codes and email change codes to one address together stop at the per-address limit', async () => {
    const victim = uniqueEmail('shared-budget');
    for (let n = 0; n < 3; n += 1) {
      expect((await request(t.app).post('/api/user/join/code').set('x-forwarded-for', `198.51.100.${n + 1}`).send({ email: victim })).status).toBe(200);
    }
    const user = await createTestUser(t.db, { name: '이메일변경' });
    const cookie = await loginCookie(t.app, user.email);
    const change = () => request(t.app).post('/api/user/email/code').set('cookie', cookie).set('x-forwarded-for', '198.51.100.9').send({ email: victim });
    for (let n = 0; n < 2; n += 1) expect((await change()).status).toBe(200);
    await mail.waitFor(victim, 5);

    const refused = await change();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LIMITED);
    const signUp = await request(t.app).post('/api/user/join/code').set('x-forwarded-for', '198.51.100.20').send({ email: victim });
    expect(signUp.status).toBe(429);
    await settle();
    expect(mail.to(victim)).toHaveLength(5);
  });
});
