import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { testDialects } from '../../../test/testDb';
import { insertIdentity } from './social.repo';

describe.each(testDialects())('linked social accounts of the profile (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  const links = (userId: number) => t.db('social_identities').where({ user_id: userId }).orderBy('id').pluck('provider');

  it('lists the member’s links and unlinks one; an email account may unlink the last one', async () => {
    const member = await createTestUser(t.db);
    await insertIdentity(t.db, { userId: member.id, provider: 'kakao', providerUserId: `k${member.id}`, email: null });
    await insertIdentity(t.db, { userId: member.id, provider: 'google', providerUserId: `g${member.id}`, email: null });
    const cookie = await loginCookie(t.app, member.email);

    const list = await request(t.app).get('/api/user/social').set('cookie', cookie);
    expect(list.body.data.map((link: { provider: string }) => link.provider)).toEqual(['kakao', 'google']);
    expect(list.body.data[0].linkedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const first = await request(t.app).delete('/api/user/social').set('cookie', cookie).send({ provider: 'kakao' });
    expect(first.body).toMatchObject({ status: 200, message: '소셜 계정 연결을 해제했습니다.', data: [{ provider: 'google' }] });
    const last = await request(t.app).delete('/api/user/social').set('cookie', cookie).send({ provider: 'google' });
    expect(last.status).toBe(200);
    expect(await links(member.id)).toEqual([]);
  });

  it('keeps the only way in of an account without a password', async () => {
    // Logged in (with a password, to get a session), then the password is gone: a social-only account.
    const social = await createTestUser(t.db, { passport: 1 });
    await insertIdentity(t.db, { userId: social.id, provider: 'kakao', providerUserId: `only${social.id}`, email: null });
    const cookie = await loginCookie(t.app, social.email);
    await t.db('users').where({ id: social.id }).update({ password_hash: null });

    const res = await request(t.app).delete('/api/user/social').set('cookie', cookie).send({ provider: 'kakao' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('비밀번호가 없는 계정은 마지막 소셜 계정 연결을 해제할 수 없습니다. 먼저 다른 소셜 계정을 연결해주세요.');
    expect(await links(social.id)).toEqual(['kakao']);
  });

  it('refuses visitors, unknown providers and providers that are not linked, changing nothing', async () => {
    const member = await createTestUser(t.db);
    await insertIdentity(t.db, { userId: member.id, provider: 'naver', providerUserId: `n${member.id}`, email: null });
    const cookie = await loginCookie(t.app, member.email);
    expect((await request(t.app).get('/api/user/social')).status).toBe(401);
    expect((await request(t.app).delete('/api/user/social').send({ provider: 'naver' })).status).toBe(401);
    for (const provider of ['twitter', '', ['naver'], 3]) {
      const res = await request(t.app).delete('/api/user/social').set('cookie', cookie).send({ provider });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('지원하지 않는 로그인 방식입니다.');
    }
    const notLinked = await request(t.app).delete('/api/user/social').set('cookie', cookie).send({ provider: 'kakao' });
    expect(notLinked.status).toBe(404);
    expect(notLinked.body.message).toBe('연결되어 있지 않은 소셜 계정입니다.');
    // Another member's link is not theirs to remove.
    const other = await createTestUser(t.db);
    await insertIdentity(t.db, { userId: other.id, provider: 'kakao', providerUserId: `o${other.id}`, email: null });
    expect((await request(t.app).delete('/api/user/social').set('cookie', cookie).send({ provider: 'kakao' })).status).toBe(404);
    expect(await links(member.id)).toEqual(['naver']);
    expect(await links(other.id)).toEqual(['kakao']);
  });
});
