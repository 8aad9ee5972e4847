import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import type { MailCatcher } from '../../test/mailCatcher';
import { mailedTestApp } from '../../test/mailedTestApp';
import { codeFrom } from '../../test/rawMail';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { birthdayYearsAgo, joinForm, NEW_PASSWORD, receiveCode, snapshot, uniqueEmail, verifiedVisitor, visitor } from './account.testkit';
import { hashEmailCode } from './secrets';

const SENT = '인증번호를 보냈습니다. 메일함을 확인하고 10분 안에 입력해주세요.';
const VERIFIED = '이메일 인증이 완료되었습니다.';
const MISMATCH = '인증번호가 일치하지 않습니다.';
const EXPIRED = '인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.';
const TOO_MANY = '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아주세요.';
const NOT_VERIFIED = '이메일 인증을 먼저 완료해주세요.';
const JOINED = '회원가입이 완료되었습니다. 나눔에 오신 것을 환영합니다!';
const FORBIDDEN = '허용되지 않은 요청입니다.';

describe.each(testDialects())('sign-up with an emailed code (%s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await mailedTestApp(dialect)));
  afterAll(() => close?.());

  describe('POST /api/user/join/code', () => {
    it('mails a six-digit code and stores only its hash, valid for 10 minutes', async () => {
      const email = uniqueEmail();
      const res = await visitor(t.app).post('/api/user/join/code', { email: `  ${email.toUpperCase()} ` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 200, message: SENT });
      const received = await mail.waitFor(email);
      expect(received.subject).toMatch(/^\[나눔\] 이메일 인증번호 \d{6}$/);
      expect(received.text).toContain('10분 동안 유효합니다');
      const code = codeFrom(received);
      const row = await t.db('email_codes').where({ email }).first();
      expect(row).toMatchObject({ purpose: 'join', attempts: 0, verified_at: null, consumed_at: null });
      expect(row.code_hash).toBe(hashEmailCode(t.config.sessionSecret, 'join', email, code));
      expect(JSON.stringify(row)).not.toContain(code);
      const minutes = (new Date(`${String(row.expires_at).replace(' ', 'T')}Z`).getTime() - Date.now()) / 60000;
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);
    });

    it('answers the same for a registered address, whose mail says it already has an account (no code)', async () => {
      const member = await createTestUser(t.db);
      const fresh = await visitor(t.app).post('/api/user/join/code', { email: uniqueEmail() });
      const taken = await visitor(t.app).post('/api/user/join/code', { email: member.email });
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      const received = await mail.waitFor(member.email);
      expect(received.subject).toBe('[나눔] 이미 가입된 이메일입니다');
      expect(received.text).toContain('http://nanum.test/author/find');
      expect(received.text).not.toMatch(/\d{6}/);
      expect(await t.db('email_codes').where({ email: member.email })).toHaveLength(0);
    });

    it.each<[string, unknown, string]>([
      ['empty', { email: '' }, '이메일이 입력되지 않았습니다.'],
      ['whitespace', { email: '   ' }, '이메일이 입력되지 않았습니다.'],
      ['missing', {}, '이메일이 입력되지 않았습니다.'],
      ['over-long', { email: `${'a'.repeat(40)}@nanum.example` }, '이메일은 50자 이하로 입력해주세요.'],
      ['not an address', { email: 'nanum.example' }, '올바른 이메일 주소를 입력해주세요.'],
      ['an array', { email: ['a@nanum.example'] }, '이메일이 입력되지 않았습니다.'],
      ['an object', { email: { $gt: '' } }, '이메일이 입력되지 않았습니다.'],
      ['a number', { email: 42 }, '이메일이 입력되지 않았습니다.'],
      ['a JSON array body', ['a@nanum.example'], '확인되지 않은 오류입니다.'],
    ])('refuses %s with a Korean message and sends nothing', async (_name, body, message) => {
      const before = await snapshot(t.db);
      const mails = mail.mails.length;
      const res = await visitor(t.app).post('/api/user/join/code', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message });
      expect(await snapshot(t.db)).toEqual(before);
      expect(mail.mails.length).toBe(mails);
    });

    it('refuses a request from another site', async () => {
      const email = uniqueEmail();
      const res = await visitor(t.app).post('/api/user/join/code', { email }).set('origin', 'https://evil.example');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
      expect(await t.db('email_codes').where({ email })).toHaveLength(0);
    });
  });

  describe('POST /api/user/join/verify', () => {
    it('confirms the right code', async () => {
      const email = uniqueEmail();
      const v = visitor(t.app);
      const code = await receiveCode(v, mail, email);
      const res = await v.post('/api/user/join/verify', { email: email.toUpperCase(), code });
      expect(res.body).toEqual({ status: 200, message: VERIFIED });
      expect((await t.db('email_codes').where({ email }).first()).verified_at).not.toBeNull();
    });

    it('refuses a wrong code, counting the try', async () => {
      const email = uniqueEmail();
      const v = visitor(t.app);
      const code = await receiveCode(v, mail, email);
      const wrong = code === '000000' ? '111111' : '000000';
      const res = await v.post('/api/user/join/verify', { email, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message: MISMATCH });
      expect(await t.db('email_codes').where({ email }).first()).toMatchObject({ attempts: 1, verified_at: null });
    });

    it('refuses the right code after five wrong ones', async () => {
      const email = uniqueEmail();
      const v = visitor(t.app);
      const code = await receiveCode(v, mail, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await v.post('/api/user/join/verify', { email, code: wrong })).body.message).toBe(MISMATCH);
      const res = await v.post('/api/user/join/verify', { email, code });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TOO_MANY);
      expect(await t.db('email_codes').where({ email }).first()).toMatchObject({ attempts: 5, verified_at: null });
      expect((await v.post('/api/user/join', joinForm(email))).body.message).toBe(NOT_VERIFIED);
    });

    it('refuses an expired code', async () => {
      const email = uniqueEmail();
      const v = visitor(t.app);
      const code = await receiveCode(v, mail, email);
      await t.db('email_codes').where({ email }).update({ expires_at: '2020-01-01 00:00:00' });
      const res = await v.post('/api/user/join/verify', { email, code });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXPIRED);
      expect((await t.db('email_codes').where({ email }).first()).verified_at).toBeNull();
    });

    it('refuses a code when none was sent, and an older code once a new one was sent', async () => {
      const v = visitor(t.app);
      expect((await v.post('/api/user/join/verify', { email: uniqueEmail(), code: '123456' })).body.message).toBe(EXPIRED);
      const email = uniqueEmail();
      const first = await receiveCode(v, mail, email, 1);
      const second = await receiveCode(v, mail, email, 2);
      if (first !== second) expect((await v.post('/api/user/join/verify', { email, code: first })).body.message).toBe(MISMATCH);
      expect((await v.post('/api/user/join/verify', { email, code: second })).status).toBe(200);
    });

    it.each<[string, unknown, string]>([
      ['a short code', { code: '12345' }, '인증번호 6자리를 입력해주세요.'],
      ['letters', { code: 'abcdef' }, '인증번호 6자리를 입력해주세요.'],
      ['a number', { code: 123456 }, '인증번호 6자리를 입력해주세요.'],
      ['an array', { code: ['123456'] }, '인증번호 6자리를 입력해주세요.'],
      ['no email', { email: undefined, code: '123456' }, '이메일이 입력되지 않았습니다.'],
    ])('refuses %s', async (_name, change, message) => {
      const before = await snapshot(t.db);
      const res = await visitor(t.app).post('/api/user/join/verify', { email: uniqueEmail(), code: '123456', ...(change as object) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  describe('POST /api/user/join', () => {
    it('creates a certified member, logs them in and answers the user', async () => {
      const email = uniqueEmail();
      const v = await verifiedVisitor(t.app, mail, email);
      const res = await v.post('/api/user/join', joinForm(email, { name: ' 한가람 ', guardianName: '무시됨' }));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(JOINED);
      expect(res.body.user).toMatchObject({ name: '한가람', email, certify: true, passport: 0, gender: 2, birthday: '1998-04-17', number: '010-2345-6789', power: 0 });
      for (const secret of ['password', '$2b$', 'session_version', 'guardian']) expect(JSON.stringify(res.body)).not.toContain(secret);

      const row = await t.db('users').where({ email }).first();
      expect(row).toMatchObject({ certify: 1, email_verified: 1, passport: 0, guardian_name: null, guardian_number: null });
      expect(row.password_hash).toMatch(/^\$2b\$10\$/);
      expect(row.terms_agreed_at).not.toBeNull();
      expect((await t.db('email_codes').where({ email }).first()).consumed_at).not.toBeNull();

      const self = await v.get('/api/user/get/self/information');
      expect(self.body.data).toMatchObject({ id: row.id, email, certify: true });
      const login = await request(t.app).post('/api/user/login').send({ passid: email, password: NEW_PASSWORD });
      expect(login.status).toBe(200);
    });

    it('takes a member under 14 with a guardian, and keeps the guardian', async () => {
      const email = uniqueEmail('child');
      const v = await verifiedVisitor(t.app, mail, email);
      const birthday = birthdayYearsAgo(14, 1);
      const refused = await v.post('/api/user/join', joinForm(email, { birthday }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('보호자 이름을 입력해주세요.');
      expect(await t.db('users').where({ email })).toHaveLength(0);
      expect((await t.db('email_codes').where({ email }).first()).consumed_at).toBeNull();

      const noConsent = await v.post('/api/user/join', joinForm(email, { birthday, guardianName: '한보호', guardianNumber: '010-3456-7890' }));
      expect(noConsent.body.message).toBe('만 14세 미만은 보호자(법정대리인)의 동의가 필요합니다.');

      const res = await v.post('/api/user/join', joinForm(email, { birthday, guardianName: '한보호', guardianNumber: '010-3456-7890', guardianAgree: true }));
      expect(res.status).toBe(200);
      expect(res.body.user.certify).toBe(true);
      expect(await t.db('users').where({ email }).first()).toMatchObject({ guardian_name: '한보호', guardian_number: '010-3456-7890', certify: 1 });
    });

    it('refuses an address that was not verified in this session', async () => {
      const before = await snapshot(t.db);
      const email = uniqueEmail();
      const res = await visitor(t.app).post('/api/user/join', joinForm(email));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message: NOT_VERIFIED });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('refuses another address than the verified one', async () => {
      const email = uniqueEmail();
      const v = await verifiedVisitor(t.app, mail, email);
      const other = uniqueEmail();
      const res = await v.post('/api/user/join', joinForm(other));
      expect(res.body.message).toBe(NOT_VERIFIED);
      expect(await t.db('users').whereIn('email', [email, other])).toHaveLength(0);
    });

    it('uses a code once: after the sign-up it proves nothing any more', async () => {
      const email = uniqueEmail();
      const v = visitor(t.app);
      const code = await receiveCode(v, mail, email);
      await v.post('/api/user/join/verify', { email, code });
      expect((await v.post('/api/user/join', joinForm(email))).status).toBe(200);
      const again = visitor(t.app);
      expect((await again.post('/api/user/join/verify', { email, code })).body.message).toBe(EXPIRED);
      expect((await again.post('/api/user/join', joinForm(email))).body.message).toBe(NOT_VERIFIED);
      expect(await t.db('users').where({ email })).toHaveLength(1);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['terms not agreed', { agreeTerms: false }, '이용약관에 동의해주세요.'],
      ['privacy consent missing', { agreePrivacy: undefined }, '개인정보 수집 및 이용에 동의해주세요.'],
      ['consent as text', { agreeTerms: 'true' }, '이용약관에 동의해주세요.'],
      ['empty name', { name: '' }, '이름을 입력해주세요.'],
      ['whitespace name', { name: '   ' }, '이름을 입력해주세요.'],
      ['over-long name', { name: '가'.repeat(21) }, '이름은 20자 이하로 입력해주세요.'],
      ['name an array', { name: ['한가람'] }, '이름을 입력해주세요.'],
      ['name an object', { name: { toString: 'x' } }, '이름을 입력해주세요.'],
      ['name a number', { name: 7 }, '이름을 입력해주세요.'],
      ['weak password', { password: 'password1', passwordConfirm: 'password1' }, '비밀번호 형식을 확인해주세요: 문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)'],
      ['whitespace password', { password: '    ', passwordConfirm: '    ' }, '비밀번호가 입력되지 않았습니다.'],
      ['over-long password', { password: `${NEW_PASSWORD}${'x'.repeat(100)}`, passwordConfirm: NEW_PASSWORD }, '비밀번호 형식을 확인해주세요: 문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)'],
      ['confirm differs', { passwordConfirm: 'Haneul#2028' }, '한번 더 입력란을 확인해주세요.'],
      ['bad birthday', { birthday: '1998-02-30' }, '생년월일을 올바르게 입력해주세요.'],
      ['birthday a number', { birthday: 19980417 }, '생년월일을 입력해주세요.'],
      ['bad phone', { number: '010 2345 6789' }, '연락처를 입력해주세요.'],
      ['phone an array', { number: ['010-2345-6789'] }, '연락처를 입력해주세요.'],
      ['gender 0', { gender: 0 }, '성별을 선택해주세요.'],
      ['gender as text', { gender: '2' }, '성별을 선택해주세요.'],
    ])('refuses %s with a Korean message and changes nothing', async (_name, change, message) => {
      const email = uniqueEmail();
      const v = await verifiedVisitor(t.app, mail, email);
      const before = await snapshot(t.db);
      const res = await v.post('/api/user/join', joinForm(email, change));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it.each([null, 'join', 5, [1, 2]])('refuses a body that is not an object (%j)', async (body) => {
      const res = await visitor(t.app).post('/api/user/join').set('content-type', 'application/json').send(JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    });

    it('refuses a sign-up posted from another site', async () => {
      const email = uniqueEmail();
      const v = await verifiedVisitor(t.app, mail, email);
      const before = await snapshot(t.db);
      const res = await v.post('/api/user/join', joinForm(email)).set('origin', 'https://evil.example');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
      expect(await snapshot(t.db)).toEqual(before);
    });
  });
});

describe('sign-up without a mail server (production-like)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers a Korean 503 saying mail is not set up here and whom to ask, and stores no code', async () => {
    const res = await request(t.app).post('/api/user/join/code').send({ email: uniqueEmail() });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 503, message: '이 사이트는 메일 발송이 설정되어 있지 않아 인증 메일을 보낼 수 없습니다. 사이트 운영진에게 문의해주세요.' });
    await t.db('site_settings').insert([{ key: 'email', value: 'help@nanum.example' }, { key: 'phone', value: '02-123-4567' }]);
    const withContact = await request(t.app).post('/api/user/join/code').send({ email: uniqueEmail() });
    expect(withContact.body.message).toBe('이 사이트는 메일 발송이 설정되어 있지 않아 인증 메일을 보낼 수 없습니다. 사이트 운영진(이메일 help@nanum.example, 전화 02-123-4567)에게 문의해주세요.');
    expect(await t.db('email_codes')).toHaveLength(0);
  });
});
