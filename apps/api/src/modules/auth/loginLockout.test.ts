import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_MESSAGE, LOGIN_FAILED_MESSAGE, RATE_LIMITED_MESSAGE } from '@nanum/shared/messages';
import { SOCIAL_LOGIN_RESULT } from '@nanum/shared/codes';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import type { MailCatcher } from '../../test/mailCatcher';
import { mailedTestApp } from '../../test/mailedTestApp';
import type { TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { joinForm, nextIp, receiveCode, uniqueEmail, verifiedVisitor, visitor } from '../account/account.testkit';
import { signInWithSocial } from './social/social.service';

/** The address with its first "e" accented (é, one code point). */
const accented = (email: string): string => email.replace('e', '\u00e9');

/** Ways of typing one account's address that are not that address: accents, in any case or Unicode form. */
const lookalikes = (email: string): string[] => [
  accented(email),
  accented(email).toUpperCase(),
  accented(email).normalize('NFD'),
  email.replace('e', 'e\u0301'),
  ` ${accented(email).toUpperCase()} `,
];

/** Ways of typing the address itself: case and surrounding spaces do not matter. */
const spellings = (email: string): string[] => [email, email.toUpperCase(), `  ${email} `, email.replace('m', 'M')];

/**
 * Accent and case variants of an address (security finding: on MariaDB `MÉMBER@…` logged in as
 * `member@…` under utf8mb4_unicode_ci while the lockout counted it under another key). Every
 * request comes from an address of its own, so only the per-account lockout can bite.
 */
describe.each(testDialects())('accent and case variants of an address (%s)', (dialect) => {
  let t: TestApp;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await mailedTestApp(dialect)));
  afterAll(() => close?.());

  const login = (passid: string, password: string) => request(t.app).post('/api/user/login').set('x-forwarded-for', nextIp()).send({ passid, password });
  const member = () => createTestUser(t.db, { email: uniqueEmail('member') });

  it('logs in with the address in any case, and never with an accented look-alike of it', async () => {
    const user = await member();
    for (const passid of spellings(user.email)) {
      const res = await login(passid, TEST_PASSWORD);
      expect(res.status, passid).toBe(200);
      expect(res.body.user.id).toBe(user.id);
    }
    for (const passid of lookalikes(user.email)) {
      const res = await login(passid, TEST_PASSWORD);
      expect(res.status, passid).toBe(401);
      expect(res.body).toEqual({ status: 401, message: LOGIN_FAILED_MESSAGE });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('locks the account after 10 failures typed in mixed variants, for its plain address and the right password', async () => {
    const user = await member();
    const typed = [...spellings(user.email).map((passid) => ({ passid, password: 'Wrong#2026' })), ...lookalikes(user.email).map((passid) => ({ passid, password: TEST_PASSWORD }))];
    for (let i = 0; i < 10; i += 1) {
      // A look-alike fails even with the right password, and counts against the account all the same.
      const { passid, password } = typed[(i * 4) % typed.length] as { passid: string; password: string };
      expect((await login(passid, password)).status, passid).toBe(401);
    }
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 429, message: RATE_LIMITED_MESSAGE });
    expect((await login(user.email.toUpperCase(), TEST_PASSWORD)).status).toBe(429);
  });

  it('locks the account after 10 failures of accented look-alikes alone', async () => {
    const user = await member();
    const variants = lookalikes(user.email);
    for (let i = 0; i < 10; i += 1) expect((await login(variants[i % variants.length] as string, 'Wrong#2026')).status).toBe(401);
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(RATE_LIMITED_MESSAGE);
  });

  it('counts the variants of an address nobody has together, and leaves other accounts alone', async () => {
    const bystander = await member();
    const ghost = uniqueEmail('gh\u00f6st');
    const variants = [ghost, ghost.toUpperCase(), ghost.normalize('NFD'), ` ${ghost.normalize('NFD').toUpperCase()}`];
    for (let i = 0; i < 10; i += 1) expect((await login(variants[i % variants.length] as string, 'Wrong#2026')).status).toBe(401);
    expect((await login(ghost.normalize('NFD'), 'Wrong#2026')).status).toBe(429);
    expect((await login(bystander.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('never holds two accounts whose addresses differ only by case or accent', async () => {
    const user = await member();
    for (const email of [user.email.toUpperCase(), accented(user.email), accented(user.email).normalize('NFD')]) {
      await expect(createTestUser(t.db, { email }), email).rejects.toThrow();
    }
  });

  it('refuses a sign-up whose address differs only by case or accent from an account’s, with the taken message', async () => {
    for (const existing of [(email: string) => email.replace('j', 'J').toUpperCase(), accented]) {
      const email = uniqueEmail('join');
      const v = await verifiedVisitor(t.app, mail, email);
      await createTestUser(t.db, { email: existing(email), passport: 3, certify: false });
      const before = await t.db('users').orderBy('id').select('id', 'email');
      const res = await v.post('/api/user/join', joinForm(email));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 409, message: EMAIL_TAKEN_MESSAGE });
      expect(await t.db('users').orderBy('id').select('id', 'email')).toEqual(before);
    }
  });

  it('mails no code for an address when a look-alike of it has an account', async () => {
    const email = uniqueEmail('code');
    await createTestUser(t.db, { email: accented(email), passport: 3, certify: false });
    expect((await visitor(t.app).post('/api/user/join/code', { email })).status).toBe(200);
    expect((await mail.waitFor(email)).subject).toBe('[나눔] 이미 가입된 이메일입니다');
    expect(await t.db('email_codes').where({ email })).toHaveLength(0);
  });

  it('refuses changing a social account’s address to a look-alike of another account’s, with the taken message', async () => {
    const social = await createTestUser(t.db, { email: `kakao.${Date.now()}@sns.invalid`, passport: 1, certify: false, name: '카카오 회원' });
    const v = visitor(t.app, await loginCookie(t.app, social.email));
    const email = uniqueEmail('change');
    const code = await receiveCode(v, mail, email);
    expect((await v.post('/api/user/join/verify', { email, code })).status).toBe(200);
    await createTestUser(t.db, { email: accented(email).toUpperCase(), passport: 3, certify: false });
    const res = await v.post('/api/user/join/sns', {
      name: '이소셜', email, birthday: '2000-12-24', number: '010-5555-0101', gender: 1, agreeTerms: true, agreePrivacy: true,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, message: EMAIL_TAKEN_MESSAGE });
    expect((await t.db('users').where({ id: social.id }).first()).email).toBe(social.email);
  });

  it('does not open a second account for a provider address that is a look-alike of a member’s', async () => {
    const user = await member();
    const before = Number((await t.db('users').count({ n: '*' }).first())?.n);
    const outcome = await signInWithSocial(t.db, { provider: 'google', id: `g${Date.now()}`, email: accented(user.email), name: '닮은꼴' });
    expect(outcome).toEqual({ kind: 'refused', result: SOCIAL_LOGIN_RESULT.LINK_REQUIRED });
    expect(Number((await t.db('users').count({ n: '*' }).first())?.n)).toBe(before);
  });
});
