import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import type { MailCatcher } from '../../test/mailCatcher';
import { mailedTestApp } from '../../test/mailedTestApp';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { receiveResetToken, snapshot, uniqueEmail, visitor } from './account.testkit';
import { hashResetToken } from './secrets';

const FOUND = '입력하신 정보로 가입된 이메일입니다.';
const NOT_FOUND = '입력하신 정보와 일치하는 회원을 찾을 수 없습니다.';
const MAIL_SENT = '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해주세요.';
const TOKEN_INVALID = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.';
const RESET_DONE = '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.';
const NEW_PASSWORD = 'Byeol&2027';

/** Waits a little and tells whether any mail arrived for the address. */
const noMailFor = async (mail: MailCatcher, email: string) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mail.to(email).length === 0;
};

describe.each(testDialects())('account recovery (%s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await mailedTestApp(dialect)));
  afterAll(() => close?.());

  const login = (email: string, password: string) => request(t.app).post('/api/user/login').send({ passid: email, password });
  const self = (cookie: string) => request(t.app).get('/api/user/get/self/information').set('cookie', cookie);

  describe('POST /api/user/find/email', () => {
    let phone = 1000;
    /** A member with a name and a phone number of their own. */
    async function memberWith(email: string, name = '서하늘') {
      phone += 1;
      const number = `010-7000-${phone}`;
      const user = await createTestUser(t.db, { email, name });
      await t.db('users').where({ id: user.id }).update({ number });
      return { ...user, name, number };
    }

    it('answers the masked address of the member with that name and phone', async () => {
      const member = await memberWith(`sky${Date.now()}@naver.com`);
      const res = await visitor(t.app).post('/api/user/find/email', { name: ` ${member.name} `, number: member.number });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 200, message: FOUND, data: { email: 'sk***@naver.com' } });
    });

    it('answers the same shape with null when nobody matches', async () => {
      const member = await memberWith(uniqueEmail('find'));
      for (const body of [{ name: '없는사람', number: member.number }, { name: member.name, number: '010-9999-9999' }]) {
        const res = await visitor(t.app).post('/api/user/find/email', body);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ status: 200, message: NOT_FOUND, data: { email: null } });
      }
    });

    it('never answers the stand-in address of a social account', async () => {
      const member = await memberWith(`naver.${Date.now()}@sns.invalid`, '소셜만');
      const res = await visitor(t.app).post('/api/user/find/email', { name: member.name, number: member.number });
      expect(res.body.data).toEqual({ email: null });
    });

    it.each<[string, unknown, string]>([
      ['empty name', { name: '', number: '010-7000-1001' }, '이름을 입력해주세요.'],
      ['whitespace name', { name: '  ', number: '010-7000-1001' }, '이름을 입력해주세요.'],
      ['over-long name', { name: '가'.repeat(21), number: '010-7000-1001' }, '이름은 20자 이하로 입력해주세요.'],
      ['name an array', { name: ['서하늘'], number: '010-7000-1001' }, '이름을 입력해주세요.'],
      ['name an object', { name: { $ne: null }, number: '010-7000-1001' }, '이름을 입력해주세요.'],
      ['phone a number', { name: '서하늘', number: 1070001001 }, '연락처를 입력해주세요.'],
      ['phone malformed', { name: '서하늘', number: '010-7000' }, '연락처를 입력해주세요.'],
      ['phone over-long', { name: '서하늘', number: `010-7000-1001${'1'.repeat(10)}` }, '연락처를 입력해주세요.'],
    ])('refuses %s with a Korean message', async (_name, body, message) => {
      const res = await visitor(t.app).post('/api/user/find/email', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message });
    });
  });

  describe('POST /api/user/find/password', () => {
    it('mails a single-use link to a password account and stores only the hash of its token', async () => {
      const member = await createTestUser(t.db);
      const res = await visitor(t.app).post('/api/user/find/password', { email: ` ${member.email.toUpperCase()}` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 200, message: MAIL_SENT });
      const received = await mail.waitFor(member.email);
      expect(received.subject).toBe('[나눔] 비밀번호 재설정 안내');
      const match = /http:\/\/nanum\.test\/author\/find\?token=([A-Za-z0-9_-]{43})\n/.exec(received.text);
      expect(match).not.toBeNull();
      const token = match?.[1] as string;
      const row = await t.db('password_reset_tokens').where({ user_id: member.id }).first();
      expect(row.token_hash).toBe(hashResetToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row.used_at).toBeNull();
      const minutes = (new Date(`${String(row.expires_at).replace(' ', 'T')}Z`).getTime() - Date.now()) / 60000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
    });

    it('answers the same for an unknown address and a social-only account, and mails nothing', async () => {
      const known = await createTestUser(t.db);
      const social = await createTestUser(t.db, { passwordHash: null, passport: 2 });
      const unknown = uniqueEmail('nobody');
      const answers = [];
      for (const email of [known.email, unknown, social.email]) {
        const res = await visitor(t.app).post('/api/user/find/password', { email });
        answers.push({ status: res.status, body: res.body });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      await mail.waitFor(known.email);
      expect(await noMailFor(mail, unknown)).toBe(true);
      expect(await noMailFor(mail, social.email)).toBe(true);
      expect(await t.db('password_reset_tokens').where({ user_id: social.id })).toHaveLength(0);
    });

    it.each<[string, unknown, string]>([
      ['empty', { email: '' }, '이메일이 입력되지 않았습니다.'],
      ['whitespace', { email: ' ' }, '이메일이 입력되지 않았습니다.'],
      ['over-long', { email: `${'b'.repeat(46)}@a.kr` }, '이메일은 50자 이하로 입력해주세요.'],
      ['an array', { email: ['a@nanum.example'] }, '이메일이 입력되지 않았습니다.'],
      ['a number', { email: 1 }, '이메일이 입력되지 않았습니다.'],
    ])('refuses %s with a Korean message and changes nothing', async (_name, body, message) => {
      const before = await snapshot(t.db);
      const res = await visitor(t.app).post('/api/user/find/password', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message });
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  describe('POST /api/user/find/password/reset/check', () => {
    const check = (token: unknown) => visitor(t.app).post('/api/user/find/password/reset/check', { token });

    it('answers 200 for a link that still works, and in Korean for one used, expired, older or malformed, changing nothing', async () => {
      const member = await createTestUser(t.db);
      const older = await receiveResetToken(t.app, mail, member.email, 1);
      const token = await receiveResetToken(t.app, mail, member.email, 2);
      const before = await snapshot(t.db);
      expect((await check(token)).body).toEqual({ status: 200 });
      // Checking is not using: the link still sets a password afterwards.
      expect(await snapshot(t.db)).toEqual(before);
      expect((await visitor(t.app).post('/api/user/find/password/reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).status).toBe(200);

      for (const used of [token, older, 'A'.repeat(43), 'short']) {
        const res = await check(used);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: 400, message: TOKEN_INVALID });
      }
      const expiring = await createTestUser(t.db);
      const expired = await receiveResetToken(t.app, mail, expiring.email);
      await t.db('password_reset_tokens').where({ user_id: expiring.id }).update({ expires_at: '2020-01-01 00:00:00' });
      expect((await check(expired)).body).toEqual({ status: 400, message: TOKEN_INVALID });
    });
  });

  describe('POST /api/user/find/password/reset', () => {
    it('sets the new password, uses the token up and ends every session of the member, and their phones stop getting pushes', async () => {
      const member = await createTestUser(t.db);
      const other = await createTestUser(t.db);
      const phone = await loginCookie(t.app, member.email);
      const laptop = await loginCookie(t.app, member.email);
      const registered = { platform: 'android', created_at: '2026-11-01 00:00:00', updated_at: '2026-11-01 00:00:00' };
      await t.db('push_devices').insert([
        { ...registered, user_id: member.id, token: `reset-phone-${member.id}` },
        { ...registered, user_id: member.id, token: `reset-tablet-${member.id}` },
        { ...registered, user_id: other.id, token: `reset-other-${other.id}` },
      ]);
      const token = await receiveResetToken(t.app, mail, member.email);

      const res = await visitor(t.app).post('/api/user/find/password/reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 200, message: RESET_DONE });

      expect((await self(phone)).body.data).toBeNull();
      expect((await self(laptop)).body.data).toBeNull();
      expect((await login(member.email, TEST_PASSWORD)).status).toBe(401);
      expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
      expect((await t.db('password_reset_tokens').where({ user_id: member.id }).first()).used_at).not.toBeNull();
      expect(await t.db('push_devices').where({ user_id: member.id }).pluck('token')).toEqual([]);
      expect(await t.db('push_devices').where({ user_id: other.id }).pluck('token')).toEqual([`reset-other-${other.id}`]);
    });

    it('refuses a used token, and the older links of the member too', async () => {
      const member = await createTestUser(t.db);
      const older = await receiveResetToken(t.app, mail, member.email, 1);
      const token = await receiveResetToken(t.app, mail, member.email, 2);
      const body = { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD };
      expect((await visitor(t.app).post('/api/user/find/password/reset', body)).status).toBe(200);

      const before = await snapshot(t.db);
      for (const reused of [token, older]) {
        const res = await visitor(t.app).post('/api/user/find/password/reset', { ...body, token: reused, password: 'Other#2028', passwordConfirm: 'Other#2028' });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: 400, message: TOKEN_INVALID });
      }
      expect(await snapshot(t.db)).toEqual(before);
      expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a link mailed before the member changed their password in their profile', async () => {
      const member = await createTestUser(t.db);
      const token = await receiveResetToken(t.app, mail, member.email, 1);
      const cookie = await loginCookie(t.app, member.email);
      const changed = await request(t.app).post('/api/user/set/profile/password').set('cookie', cookie).send({ beforePassword: TEST_PASSWORD, afterPassword: 'Mine#2027' });
      expect(changed.status).toBe(200);
      expect((await visitor(t.app).post('/api/user/find/password/reset/check', { token })).body).toEqual({ status: 400, message: TOKEN_INVALID });
      const reset = await visitor(t.app).post('/api/user/find/password/reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
      expect(reset.body).toEqual({ status: 400, message: TOKEN_INVALID });
      expect((await login(member.email, 'Mine#2027')).status).toBe(200);
    });

    it('refuses an expired token and changes nothing', async () => {
      const member = await createTestUser(t.db);
      const cookie = await loginCookie(t.app, member.email);
      const token = await receiveResetToken(t.app, mail, member.email);
      await t.db('password_reset_tokens').where({ user_id: member.id }).update({ expires_at: '2020-01-01 00:00:00' });
      const before = await snapshot(t.db);
      const res = await visitor(t.app).post('/api/user/find/password/reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TOKEN_INVALID);
      expect(await snapshot(t.db)).toEqual(before);
      expect((await self(cookie)).body.data).toMatchObject({ id: member.id });
      expect((await login(member.email, TEST_PASSWORD)).status).toBe(200);
    });

    it('refuses an unknown token', async () => {
      const before = await snapshot(t.db);
      const res = await visitor(t.app).post('/api/user/find/password/reset', { token: 'x'.repeat(43), password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TOKEN_INVALID);
      expect(await snapshot(t.db)).toEqual(before);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a weak password', { password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, '비밀번호 형식을 확인해주세요: 문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)'],
      ['an empty password', { password: '', passwordConfirm: '' }, '비밀번호가 입력되지 않았습니다.'],
      ['a whitespace password', { password: '   ', passwordConfirm: '   ' }, '비밀번호가 입력되지 않았습니다.'],
      ['an over-long password', { password: 'Ab1!'.repeat(30), passwordConfirm: 'Ab1!'.repeat(30) }, '비밀번호 형식을 확인해주세요: 문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)'],
      ['a differing repeat', { passwordConfirm: 'Byeol&2028' }, '한번 더 입력란을 확인해주세요.'],
      ['a password as a number', { password: 12345678, passwordConfirm: 12345678 }, '비밀번호가 입력되지 않았습니다.'],
      ['a token as an array', { token: ['x'] }, TOKEN_INVALID],
      ['a token as an object', { token: { $ne: null } }, TOKEN_INVALID],
    ])('refuses %s, keeping the token usable', async (_name, change, message) => {
      const member = await createTestUser(t.db);
      const token = await receiveResetToken(t.app, mail, member.email);
      const before = await snapshot(t.db);
      const res = await visitor(t.app).post('/api/user/find/password/reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, ...change });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message });
      expect(await snapshot(t.db)).toEqual(before);
      expect((await visitor(t.app).post('/api/user/find/password/reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).status).toBe(200);
    });

    it('refuses a reset posted from another site', async () => {
      const member = await createTestUser(t.db);
      const token = await receiveResetToken(t.app, mail, member.email);
      const before = await snapshot(t.db);
      const res = await visitor(t.app)
        .post('/api/user/find/password/reset', { token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })
        .set('origin', 'https://evil.example');
      expect(res.status).toBe(403);
      expect(await snapshot(t.db)).toEqual(before);
    });
  });
});

describe('recovery without a mail server (production-like)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers the same Korean 503 for a known and an unknown address, storing nothing', async () => {
    const member = await createTestUser(t.db);
    const known = await request(t.app).post('/api/user/find/password').send({ email: member.email });
    const unknown = await request(t.app).post('/api/user/find/password').send({ email: 'nobody@nanum.example' });
    expect(known.status).toBe(503);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('이 사이트는 메일 발송이 설정되어 있지 않아 인증 메일을 보낼 수 없습니다. 사이트 운영진에게 문의해주세요.');
    expect(await t.db('password_reset_tokens')).toHaveLength(0);
  });
});
