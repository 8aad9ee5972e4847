import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ENV, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { MockProviders, providerUserId, socialFlow } from '../auth/social/mockProviders';

/** A member who logs in only through Kakao (a local OAuth2 provider) confirms withdrawal with a fresh Kakao login. */
describe.each(testDialects())('withdrawal of a social-only account (%s)', (dialect) => {
  let t: TestApp;
  let mock: MockProviders;

  beforeAll(async () => {
    mock = new MockProviders(TEST_ENV.PUBLIC_URL as string);
    await mock.start();
    t = await createTestApp(dialect, { ...mock.env(), LOGIN_LIMIT_PER_IP: '1000' });
  });
  afterAll(async () => {
    await t?.drop();
    await mock?.stop();
  });

  it('an old login is refused; proving it at Kakao again (while logged in) lets the withdrawal through, and Kakao logs no one in afterwards', async () => {
    const account = { id: providerUserId('kakao'), name: '카카오회원', email: `kakao-${Date.now().toString(36)}@example.com` };
    mock.willLogIn('kakao', account);
    const first = await socialFlow(t.app, 'kakao');
    const cookie = first.cookie as string;
    const me = (await request(t.app).get('/api/user/get/self/information').set('cookie', cookie)).body.data as { id: number };

    const later = Date.now() + 11 * 60 * 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const stale = await request(t.app).post('/api/user/withdraw').set('cookie', cookie).send({ content: 'keep', password: 'anything' });
      expect(stale.status).toBe(403);
      expect(await t.db('social_identities').where({ user_id: me.id })).toHaveLength(1);

      mock.willLogIn('kakao', account);
      const again = await socialFlow(t.app, 'kakao', { cookie });
      const proven = again.cookie ?? cookie;
      const res = await request(t.app).post('/api/user/withdraw').set('cookie', proven).send({ content: 'keep' });
      expect(res.status).toBe(200);
    } finally {
      clock.mockRestore();
    }
    expect(await t.db('social_identities').where({ user_id: me.id })).toEqual([]);
    expect((await t.db('users').where({ id: me.id }).first('name')).name).toBe('탈퇴한 회원');

    // The same Kakao account now starts a new account: the old one is not logged in.
    mock.willLogIn('kakao', account);
    const after = await socialFlow(t.app, 'kakao');
    const who = (await request(t.app).get('/api/user/get/self/information').set('cookie', after.cookie as string)).body.data as { id: number } | null;
    expect(who?.id).not.toBe(me.id);
  });
});
