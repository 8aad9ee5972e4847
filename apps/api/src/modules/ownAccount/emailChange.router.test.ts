import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import type { MailCatcher } from '../../test/mailCatcher';
import { mailedTestApp } from '../../test/mailedTestApp';
import { codeFrom } from '../../test/rawMail';
import type { TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { uniqueEmail } from '../account/account.testkit';

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

  it('a code to the new address moves the login there; the old address is told and logs in no more', async () => {
    const m = await member();
    const next = uniqueEmail('moved');
    const sent = await post(m.cookie, '/api/user/email/code', { email: ` ${next.toUpperCase()} ` });
    expect(sent.body).toEqual({ status: 200, message: '새 이메일 주소로 인증번호를 보냈습니다. 메일을 확인해주세요.' });
    const code = codeFrom(await mail.waitFor(next));

    const wrong = await post(m.cookie, '/api/user/email', { email: next, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await t.db('users').where({ id: m.id }).first('email')).email).toBe(m.email);

    const changed = await post(m.cookie, '/api/user/email', { email: next, code });
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
    expect((await post(m.cookie, '/api/user/email', { email: next, code })).status).toBe(400);
  });

  it('refuses an address another account has (or a look-alike of it), and the current one, sending nothing', async () => {
    const m = await member();
    const other = await createTestUser(t.db, { name: '다른회원' });
    const before = mail.mails.length;
    const taken = await post(m.cookie, '/api/user/email/code', { email: other.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('이미 사용 중인 이메일 주소입니다.');
    const same = await post(m.cookie, '/api/user/email/code', { email: m.email });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('지금 사용 중인 이메일 주소입니다.');
    const bad = await post(m.cookie, '/api/user/email/code', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(mail.mails.length).toBe(before);
  });

  it('a code sent for one member does not move another member’s login', async () => {
    const a = await member();
    const b = await member();
    const next = uniqueEmail('shared');
    await post(a.cookie, '/api/user/email/code', { email: next });
    const code = codeFrom(await mail.waitFor(next));
    const stolen = await post(b.cookie, '/api/user/email', { email: next, code });
    expect(stolen.status).toBe(400);
    expect((await t.db('users').where({ id: b.id }).first('email')).email).toBe(b.email);
  });

  it('an address taken between the code and its use is refused', async () => {
    const m = await member();
    const next = uniqueEmail('race');
    await post(m.cookie, '/api/user/email/code', { email: next });
    const code = codeFrom(await mail.waitFor(next));
    await createTestUser(t.db, { email: next, name: '먼저가입' });
    const res = await post(m.cookie, '/api/user/email', { email: next, code });
    expect(res.status).toBe(409);
    expect((await t.db('users').where({ id: m.id }).first('email')).email).toBe(m.email);
  });
});
