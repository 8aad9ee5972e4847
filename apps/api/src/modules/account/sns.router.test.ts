import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import type { MailCatcher } from '../../test/mailCatcher';
import { mailedTestApp } from '../../test/mailedTestApp';
import type { TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { birthdayYearsAgo, receiveCode, snapshot, uniqueEmail, visitor } from './account.testkit';

const DONE = '회원 인증이 완료되었습니다. 이제 모든 서비스를 이용할 수 있습니다.';
const NOT_VERIFIED = '이메일 인증을 먼저 완료해주세요.';

/** The completion form (no password). */
const snsForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: '이소셜',
  email,
  birthday: '2000-12-24',
  number: '010-5555-0101',
  gender: 1,
  agreeTerms: true,
  agreePrivacy: true,
  ...overrides,
});

describe.each(testDialects())('completing a social account: POST /api/user/join/sns (%s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await mailedTestApp(dialect)));
  afterAll(() => close?.());

  /** An uncertified social member (logged in with a password here only to get a session). */
  async function socialMember(email: string) {
    const user = await createTestUser(t.db, { email, passport: 1, certify: false, name: '카카오 회원' });
    return { ...user, cookie: await loginCookie(t.app, email) };
  }
  let placeholders = 0;
  const placeholder = () => {
    placeholders += 1;
    return `kakao.${Date.now()}${placeholders}@sns.invalid`;
  };

  it('asks a visitor to log in', async () => {
    const before = await snapshot(t.db);
    const res = await visitor(t.app).post('/api/user/join/sns', snsForm(uniqueEmail()));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, message: '로그인이 필요합니다. 로그인 후 다시 시도해주세요.' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a member who is already certified', async () => {
    const member = await createTestUser(t.db);
    const cookie = await loginCookie(t.app, member.email);
    const before = await snapshot(t.db);
    const res = await visitor(t.app, cookie).post('/api/user/join/sns', snsForm(member.email));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('이미 인증이 완료된 회원입니다.');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('a placeholder address must be replaced by one proven with a code', async () => {
    const member = await socialMember(placeholder());
    const v = visitor(t.app, member.cookie);
    const email = uniqueEmail('sns');

    const before = await snapshot(t.db);
    const refused = await v.post('/api/user/join/sns', snsForm(email));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(NOT_VERIFIED);
    expect(await snapshot(t.db)).toEqual(before);

    const code = await receiveCode(v, mail, email);
    expect((await v.post('/api/user/join/verify', { email, code })).status).toBe(200);
    const res = await v.post('/api/user/join/sns', snsForm(email));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DONE);
    expect(res.body.user).toMatchObject({ id: member.id, email, name: '이소셜', certify: true, birthday: '2000-12-24', gender: 1 });
    expect(await t.db('users').where({ id: member.id }).first()).toMatchObject({ email, certify: 1, email_verified: 1 });
    expect((await t.db('email_codes').where({ email }).first()).consumed_at).not.toBeNull();
    expect((await v.get('/api/user/get/self/information')).body.data).toMatchObject({ id: member.id, certify: true });
  });

  it('keeping the placeholder address is not enough', async () => {
    const address = placeholder();
    const member = await socialMember(address);
    const res = await visitor(t.app, member.cookie).post('/api/user/join/sns', snsForm(address));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_VERIFIED);
    expect((await t.db('users').where({ id: member.id }).first()).certify).toBe(0);
  });

  it('a real address the provider gave needs no code', async () => {
    const email = uniqueEmail('kakao');
    const member = await socialMember(email);
    const res = await visitor(t.app, member.cookie).post('/api/user/join/sns', snsForm(email.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, certify: true });
  });

  it('an email-login member proves even their own address with a code', async () => {
    const email = uniqueEmail('plain');
    const user = await createTestUser(t.db, { email, certify: false });
    const v = visitor(t.app, await loginCookie(t.app, email));
    const before = await snapshot(t.db);
    expect((await v.post('/api/user/join/sns', snsForm(email))).body.message).toBe(NOT_VERIFIED);
    expect(await snapshot(t.db)).toEqual(before);

    const code = await receiveCode(v, mail, email); // their own address: a code, not "already registered"
    expect((await v.post('/api/user/join/verify', { email, code })).status).toBe(200);
    const res = await v.post('/api/user/join/sns', snsForm(email));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email, certify: true });
  });

  it('changing a real address to another one needs a code', async () => {
    const member = await socialMember(uniqueEmail('kakao'));
    const before = await snapshot(t.db);
    const res = await visitor(t.app, member.cookie).post('/api/user/join/sns', snsForm(uniqueEmail('other')));
    expect(res.body.message).toBe(NOT_VERIFIED);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("cannot take another member's address (no code is ever sent for it)", async () => {
    const other = await createTestUser(t.db);
    const member = await socialMember(placeholder());
    const v = visitor(t.app, member.cookie);
    expect((await v.post('/api/user/join/code', { email: other.email })).status).toBe(200);
    expect((await mail.waitFor(other.email)).subject).toBe('[나눔] 이미 가입된 이메일입니다');
    const res = await v.post('/api/user/join/sns', snsForm(other.email));
    expect(res.body.message).toBe(NOT_VERIFIED);
    expect((await t.db('users').where({ id: member.id }).first()).certify).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['under 14 without a guardian', { birthday: birthdayYearsAgo(10) }, '보호자 이름을 입력해주세요.'],
    ['terms not agreed', { agreeTerms: false }, '이용약관에 동의해주세요.'],
    ['whitespace name', { name: ' ' }, '이름을 입력해주세요.'],
    ['name an array', { name: ['이소셜'] }, '이름을 입력해주세요.'],
    ['phone a number', { number: 1055550101 }, '연락처를 입력해주세요.'],
    ['gender an object', { gender: { value: 1 } }, '성별을 선택해주세요.'],
  ])('refuses %s with a Korean message and changes nothing', async (_name, change, message) => {
    const email = uniqueEmail('kakao');
    const member = await socialMember(email);
    const before = await snapshot(t.db);
    const res = await visitor(t.app, member.cookie).post('/api/user/join/sns', snsForm(email, change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('a member whose verification an administrator took away cannot verify again, nor rewrite their name and birthday; the administrator gives it back', async () => {
    const admin = await createTestUser(t.db, { power: 2 });
    const adminCookie = await loginCookie(t.app, admin.email);
    const email = uniqueEmail('revoked');
    const member = await createTestUser(t.db, { email, name: '김진짜' });
    const setCertify = (certify: boolean) => request(t.app).put('/api/admin/user').set('cookie', adminCookie).send({ id: member.id, certify });
    const v = visitor(t.app, await loginCookie(t.app, email));
    expect((await setCertify(false)).status).toBe(200);
    expect((await v.get('/api/user/get/self/information')).body.data).toMatchObject({ certify: false, certifyRevoked: true });

    // Their own address, proven with a code, as a first completion would.
    const code = await receiveCode(v, mail, email);
    expect((await v.post('/api/user/join/verify', { email, code })).status).toBe(200);
    const before = await snapshot(t.db);
    const refused = await v.post('/api/user/join/sns', snsForm(email, { name: '김위조', birthday: '1990-01-01' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 403, message: '관리자가 회원 인증을 취소한 계정입니다. 다시 인증을 받으시려면 협회로 문의해 주세요.' });
    expect(await snapshot(t.db)).toEqual(before);
    expect(await t.db('users').where({ id: member.id }).first('name', 'birthday', 'certify')).toMatchObject({ name: '김진짜', certify: 0 });

    expect((await setCertify(true)).status).toBe(200);
    expect((await v.get('/api/user/get/self/information')).body.data).toMatchObject({ certify: true, certifyRevoked: false });
    expect((await t.db('users').where({ id: member.id }).first()).certify_revoked_at).toBeNull();
  });

  it('a member never verified is not marked as taken away', async () => {
    const member = await socialMember(uniqueEmail('fresh'));
    expect((await visitor(t.app, member.cookie).get('/api/user/get/self/information')).body.data).toMatchObject({ certify: false, certifyRevoked: false });
  });

  it('refuses a completion posted from another site', async () => {
    const email = uniqueEmail('kakao');
    const member = await socialMember(email);
    const before = await snapshot(t.db);
    const res = await visitor(t.app, member.cookie).post('/api/user/join/sns', snsForm(email)).set('origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
